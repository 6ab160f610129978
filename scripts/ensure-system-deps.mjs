// Installs what `npm test` needs from the system when it is missing: Debian's Chromium for the e2e tests,
// the official Cloud Firestore emulator jar, and Debian's redis-server for the tests of shared limits. As root it uses apt-get; otherwise it says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

const missing = [];
if (!existsSync(CHROMIUM)) missing.push({ what: 'Chromium (for the e2e tests)', apt: 'chromium' });
// The same places the launcher looks (bff/src/dev/emulators.ts): env, Google Cloud SDK, firebase-tools' cache.
const firebaseCache = path.join(homedir(), '.cache', 'firebase', 'emulators');
const cachedJar = existsSync(firebaseCache) && readdirSync(firebaseCache).some((name) => /^cloud-firestore-emulator.*\.jar$/.test(name));
if (!process.env.FIRESTORE_EMULATOR_JAR && !existsSync(FIRESTORE_JAR) && !cachedJar) {
  missing.push({ what: 'the Cloud Firestore emulator', apt: 'google-cloud-cli-firestore-emulator' });
}
const hasRedis = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasRedis) missing.push({ what: 'redis-server (the shared rate-limit counters of many replicas)', apt: 'redis-server' });
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
if (!hasJava) missing.push({ what: 'Java 17+ (runs the Firestore emulator)', apt: 'openjdk-17-jre-headless' });

if (missing.length === 0) process.exit(0);

const packages = missing.map((item) => item.apt);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(`Missing: ${missing.map((item) => item.what).join(', ')}.`);
  console.error(`Install with: sudo apt-get install -y ${packages.join(' ')}`);
  console.error("(the Firestore emulator package comes from Google Cloud's apt repository; or set FIRESTORE_EMULATOR_JAR)");
  process.exit(1);
}
console.log(`Installing ${packages.join(', ')} with apt-get...`);
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch {
  console.error(`apt-get could not install ${packages.join(' ')}; install them by hand and run npm test again.`);
  process.exit(1);
}
