import { parseArgs } from 'node:util';
import { DomainError } from '../domain/errors.js';
import { connectFirebase } from '../firebase.js';
import { setSuspended } from '../services/owners.js';

const USAGE = `Usage: npm run restaurant -- suspend <restaurant ID>
       npm run restaurant -- resume <restaurant ID>

suspend: the restaurant disappears from Add Restaurant and its poster link, and gives no points (credits and
approved points requests are refused); its members keep their points and are told the programme is paused.
resume: everything works again. Uses FIREBASE_PROJECT_ID and Application Default Credentials, or the
emulators when FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are set.`;

/** The operator's switch for one restaurant, without code. */
async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean' } } });
  const [command, resId, ...extra] = positionals;
  const projectId = process.env['FIREBASE_PROJECT_ID'];
  if (values.help || (command !== 'suspend' && command !== 'resume') || !resId || extra.length || !projectId) {
    console.error(projectId || values.help ? USAGE : `FIREBASE_PROJECT_ID is required.\n\n${USAGE}`);
    process.exit(values.help ? 0 : 2);
  }
  const emulators = Boolean(process.env['FIREBASE_AUTH_EMULATOR_HOST'] && process.env['FIRESTORE_EMULATOR_HOST']);
  const firebase = connectFirebase(projectId, emulators);
  try {
    const { name } = await setSuspended(firebase.db, resId, command === 'suspend');
    console.log(`${command === 'suspend' ? 'Suspended' : 'Resumed'} ${resId.toUpperCase()} (${name}).`);
  } finally {
    await firebase.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DomainError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
