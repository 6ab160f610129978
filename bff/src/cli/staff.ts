import { parseArgs } from 'node:util';
import { DomainError } from '../domain/errors.js';
import { connectFirebase } from '../firebase.js';
import { ensureStaffAccount } from '../services/staff-accounts.js';

const USAGE = `Usage: npm run staff -- create --res <restaurant ID> --email <email> [--password <password>]

Creates (or updates) a staff account of one restaurant. Uses FIREBASE_PROJECT_ID and Application Default
Credentials, or the emulators when FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST are set.
Without --password it reads STAFF_PASSWORD from the environment (so it stays out of shell history).`;

/** `npm run staff -- create --res FS1001 --email ...`: staff account administration for a real deployment. */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { res: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  const password = values.password ?? process.env['STAFF_PASSWORD'];
  const projectId = process.env['FIREBASE_PROJECT_ID'];
  if (values.help || positionals[0] !== 'create' || !values.res || !values.email || !password || !projectId) {
    console.error(projectId ? USAGE : `FIREBASE_PROJECT_ID is required.\n\n${USAGE}`);
    process.exit(values.help ? 0 : 2);
  }
  const emulators = Boolean(process.env['FIREBASE_AUTH_EMULATOR_HOST'] && process.env['FIRESTORE_EMULATOR_HOST']);
  const firebase = connectFirebase(projectId, emulators);
  try {
    const result = await ensureStaffAccount(firebase, { resId: values.res, email: values.email, password });
    console.log(`${result.created ? 'Created' : 'Updated'} staff account ${values.email} (uid ${result.uid}) for ${values.res.toUpperCase()}.`);
  } finally {
    await firebase.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DomainError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
