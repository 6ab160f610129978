import path from 'node:path';
import { createLogger } from '../logger.js';
import { installProcessPolicy } from '../process-policy.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, DEMO_RESTAURANTS, DEMO_STAFF_PASSWORD, demoStaffEmail } from './demo-data.js';
import { FIRESTORE_INSTALL_HINT, findFirestoreJar } from './emulators.js';
import { watchOtps, watchPasswordResets } from './otp-feed.js';
import { DEFAULT_PORTS, DEFAULT_SAVE_INTERVAL_MS, REPO_ROOT, startLocalStack } from './local-stack.js';

/**
 * `npm start` / `npm run dev`: Auth + Firestore emulators, seed, BFF on http://localhost:5000.
 * The data in .data/ (LOCAL_DATA_DIR) is saved after the seed, every EXPORT_INTERVAL_MS and on
 * Ctrl-C, and is there again at the next start. The emulators stop with this process, however it ends.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  // Ctrl-C while the emulators start: exit at once; the children are killed on exit (processes.ts).
  const exitDuringStartup = () => process.exit(130);
  process.on('SIGINT', exitDuringStartup);
  process.on('SIGTERM', exitDuringStartup);
  const logger = createLogger(process.env['LOG_LEVEL'] ?? 'info', true);
  if (!findFirestoreJar()) {
    console.error(FIRESTORE_INSTALL_HINT);
    process.exit(1);
  }
  const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const projectId = process.env['FIREBASE_PROJECT_ID'] ?? 'demo-foodspot';
  const dataDir = path.resolve(REPO_ROOT, process.env['LOCAL_DATA_DIR'] || '.data');
  const saveIntervalMs = Number(process.env['EXPORT_INTERVAL_MS'] || DEFAULT_SAVE_INTERVAL_MS);
  if (!Number.isInteger(saveIntervalMs) || saveIntervalMs < 100) {
    console.error(`EXPORT_INTERVAL_MS must be a whole number of milliseconds, at least 100, not "${process.env['EXPORT_INTERVAL_MS']}"`);
    process.exit(1);
  }
  const relative = path.relative(process.cwd(), dataDir);
  const dataLabel = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dataDir;
  logger.info('starting the Firebase emulators (Auth, Firestore)...');
  const stack = await startLocalStack({
    projectId,
    ports: {
      app: port('PORT', DEFAULT_PORTS.app),
      auth: port('AUTH_EMULATOR_PORT', DEFAULT_PORTS.auth),
      firestore: port('FIRESTORE_EMULATOR_PORT', DEFAULT_PORTS.firestore),
      hub: port('EMULATOR_HUB_PORT', DEFAULT_PORTS.hub),
      logging: port('EMULATOR_LOGGING_PORT', DEFAULT_PORTS.logging),
    },
    dataDir,
    saveIntervalMs,
    logger,
    dev,
  });
  const stopOtpFeed = watchOtps({
    authEmulatorHost: stack.config.FIREBASE_AUTH_EMULATOR_HOST!,
    projectId,
    onOtp: (otp) => logger.info(`OTP for ${otp.phoneNumber}: ${otp.code}`),
  });
  const url = `http://localhost:${stack.server.port}`;
  // No email is sent locally: a "Forgot password?" prints its link here (and the form shows it).
  const stopResetFeed = watchPasswordResets({
    authEmulatorHost: stack.config.FIREBASE_AUTH_EMULATOR_HOST!,
    projectId,
    onReset: (reset) => logger.info(`Password reset link for ${reset.email}: ${url}${reset.link}`),
  });
  console.log(
    [
      '',
      `  Foodspot Rewards is running${dev ? ' (dev, hot reload)' : ''}: ${url}`,
      `  GraphQL: ${url}/graphql   Playground: ${url}/graphiql`,
      `  Demo restaurant IDs: ${DEMO_RESTAURANTS.map((r) => `${r.resId} (${r.name})`).join(', ')}`,
      '  Log in with any +91 number: the OTP appears on the login page and in this log (no SMS is sent).',
      '  Forgot password? The reset link appears on the page and in this log (no email is sent).',
      `  Staff console ${url}/staff (password ${DEMO_STAFF_PASSWORD}): ${DEMO_RESTAURANTS.map((r) => demoStaffEmail(r.resId)).join(', ')}`,
      `  Owner area ${url}/owner: ${DEMO_OWNER_EMAIL} / ${DEMO_OWNER_PASSWORD} (owns the three demo restaurants)`,
      `  Press Ctrl-C to stop; data is kept in ${dataLabel}/ (saved every ${saveIntervalMs / 1000} s, and on stop).`,
      '',
    ].join('\n'),
  );

  process.off('SIGINT', exitDuringStartup);
  process.off('SIGTERM', exitDuringStartup);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping, saving emulator data to ${dataLabel}/ ...`);
    stopOtpFeed();
    stopResetFeed();
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('stop failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // As in production (ADR 013): an orphaned field error is logged and the stack serves on; anything else
  // stops the stack the graceful way, saving the emulator data, and exits 1.
  installProcessPolicy({
    logger,
    shutdown: () => {
      stopOtpFeed();
      stopResetFeed();
      return stack.stop();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
