import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { hasAuthExport } from './emulators.js';
import { isProcessAlive } from './processes.js';

/**
 * The emulator data of `npm start` (`.data/`), saved so that a crash never leaves half a save:
 *
 *   .data/current           the name of the last complete save, replaced by one rename
 *   .data/save-<ms>/auth/    firebase-tools' Auth export (firebase-export-metadata.json, auth_export/)
 *   .data/save-<ms>/firestore/firestore/firestore.overall_export_metadata (+ the jar's files)
 *   .data/launcher.pid      the launcher that uses the folder
 *
 * A save is written into a fresh `save-<ms>` folder (<ms>: when the save began), and only once both
 * exports are complete does `current` point at it; the older saves are then deleted. Auth and
 * Firestore therefore always come back from the same moment. Earlier versions kept `auth/` and
 * `firestore/` directly in `.data/`; they are read when there is no `current` yet, and removed by the
 * first save.
 */
const CURRENT = 'current';
const LOCK = 'launcher.pid';
const SAVE = /^save-\d+(-\d+)?$/;
/** What earlier versions kept in the data folder: removed by the first save, and only if it is what they wrote. */
const isLegacyExport = (root: string, entry: string) =>
  (entry === 'auth' && hasAuthExport(path.join(root, entry))) ||
  ((entry === 'firestore' || entry === 'firestore.saving') && existsSync(firestoreSeedOf(path.join(root, entry))));
export const FIRESTORE_EXPORT_NAME = 'firestore';

export interface SaveFolders {
  /** firebase-tools Auth export folder. */
  auth: string;
  /** The Firestore jar's export_directory; the export itself is `firestore/<FIRESTORE_EXPORT_NAME>`. */
  firestore: string;
}

export interface SavedData {
  /** The save's name (`save-<ms>`), `legacy` for the layout of earlier versions, null when empty. */
  name: string | null;
  /** For the Auth emulator's --import, when that save has Auth data. */
  authImport?: string;
  /** For the Firestore jar's --seed_from_export, when that save has Firestore data. */
  firestoreSeed?: string;
}

const firestoreSeedOf = (firestoreDir: string) => path.join(firestoreDir, FIRESTORE_EXPORT_NAME, `${FIRESTORE_EXPORT_NAME}.overall_export_metadata`);

/** The name in `current`, if it names a save folder that exists. */
export function currentSaveName(root: string): string | null {
  try {
    const name = readFileSync(path.join(root, CURRENT), 'utf8').trim();
    return SAVE.test(name) && existsSync(path.join(root, name)) ? name : null;
  } catch {
    return null;
  }
}

/** When a save began (ms since the epoch), from its name. */
export const saveStartedAt = (name: string) => Number(/^save-(\d+)/.exec(name)?.[1] ?? NaN);

/** The last complete save, to start the emulators from. */
export function readSavedData(root: string): SavedData {
  const name = currentSaveName(root);
  const base = name ? path.join(root, name) : root;
  const auth = path.join(base, 'auth');
  const firestoreSeed = firestoreSeedOf(path.join(base, 'firestore'));
  const data: SavedData = {
    name,
    authImport: hasAuthExport(auth) ? auth : undefined,
    firestoreSeed: existsSync(firestoreSeed) ? firestoreSeed : undefined,
  };
  if (!name && (data.authImport || data.firestoreSeed)) data.name = 'legacy';
  return data;
}

/**
 * Claims `root` for this process (one launcher per data folder: two would overwrite each other's
 * saves). A pid file left by a launcher that died (kill -9) is taken over. Returns the release.
 */
export function lockDataDir(root: string): () => void {
  mkdirSync(root, { recursive: true });
  const lockFile = path.join(root, LOCK);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessAlive(holder)) {
        throw new Error(
          `Another local stack (pid ${holder}) is using ${root}. Stop it first, or delete ${lockFile} if no such process is a launcher.`,
        );
      }
      unlinkSync(lockFile); // left by a launcher that did not stop cleanly
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}

/** Deletes every save but `keep` (leftovers of a save cut short, older saves) and, once a save exists, the legacy layout. */
export function pruneSaves(root: string, keep: string | null): void {
  for (const entry of readdirSync(root)) {
    const stale = (SAVE.test(entry) && entry !== keep) || (keep !== null && isLegacyExport(root, entry)) || entry === `${CURRENT}.tmp`;
    if (stale) rmSync(path.join(root, entry), { recursive: true, force: true });
  }
}

/**
 * One save: `write` fills a fresh folder; then `current` is pointed at it in a single rename (after
 * an fsync), and only then are older saves deleted. If `write` fails, or the process dies at any
 * point, `current` still names the previous complete save.
 */
export async function writeSave(root: string, write: (folders: SaveFolders) => Promise<void>, now = Date.now()): Promise<string> {
  let name = `save-${now}`;
  for (let n = 1; existsSync(path.join(root, name)); n += 1) name = `save-${now}-${n}`;
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  const folders: SaveFolders = { auth: path.join(dir, 'auth'), firestore: path.join(dir, 'firestore') };
  try {
    await write(folders);
    if (!hasAuthExport(folders.auth)) throw new Error('the Auth export is incomplete');
    if (!existsSync(firestoreSeedOf(folders.firestore))) throw new Error('the Firestore export is incomplete');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const pointer = path.join(root, `${CURRENT}.tmp`);
  const fd = openSync(pointer, 'w');
  try {
    writeSync(fd, `${name}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(pointer, path.join(root, CURRENT));
  pruneSaves(root, name);
  return name;
}
