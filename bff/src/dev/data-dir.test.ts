import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentSaveName, FIRESTORE_EXPORT_NAME, lockDataDir, pruneSaves, readSavedData, type SaveFolders, writeSave } from './data-dir.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'foodspot-data-dir-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What the two exports leave behind (their marker files), with `tag` inside to tell saves apart. */
function fakeExports(folders: SaveFolders, tag: string) {
  mkdirSync(folders.auth, { recursive: true });
  writeFileSync(path.join(folders.auth, 'firebase-export-metadata.json'), tag);
  const firestore = path.join(folders.firestore, FIRESTORE_EXPORT_NAME);
  mkdirSync(firestore, { recursive: true });
  writeFileSync(path.join(firestore, `${FIRESTORE_EXPORT_NAME}.overall_export_metadata`), tag);
}

const authTag = () => readFileSync(path.join(readSavedData(root).authImport!, 'firebase-export-metadata.json'), 'utf8');

describe('saves of the emulator data (staged, then one rename)', () => {
  it('an empty folder has no save', () => {
    expect(readSavedData(root)).toEqual({ name: null, authImport: undefined, firestoreSeed: undefined });
  });

  it('a complete save becomes current and replaces the older one', async () => {
    const first = await writeSave(root, (folders) => Promise.resolve(fakeExports(folders, 'one')), 1000);
    expect(currentSaveName(root)).toBe(first);
    expect(authTag()).toBe('one');
    const second = await writeSave(root, (folders) => Promise.resolve(fakeExports(folders, 'two')), 2000);
    expect(currentSaveName(root)).toBe(second);
    expect(authTag()).toBe('two');
    expect(readSavedData(root).firestoreSeed).toContain(path.join(second, 'firestore', FIRESTORE_EXPORT_NAME));
    expect(readdirSync(root).sort()).toEqual(['current', second]);
  });

  it('a save that fails half-way leaves the previous save current and no partial folder', async () => {
    const first = await writeSave(root, (folders) => Promise.resolve(fakeExports(folders, 'one')), 1000);
    await expect(
      writeSave(
        root,
        async (folders) => {
          await mkdir(folders.auth, { recursive: true });
          await writeFile(path.join(folders.auth, 'firebase-export-metadata.json'), 'half');
          throw new Error('the Firestore export failed');
        },
        2000,
      ),
    ).rejects.toThrow('the Firestore export failed');
    // An export that "succeeds" without its files is refused too.
    await expect(writeSave(root, () => Promise.resolve(), 3000)).rejects.toThrow('incomplete');
    expect(currentSaveName(root)).toBe(first);
    expect(authTag()).toBe('one');
    expect(readdirSync(root).sort()).toEqual(['current', first]);
  });

  it('a save cut short by a crash is ignored, and pruned at the next start', async () => {
    const first = await writeSave(root, (folders) => Promise.resolve(fakeExports(folders, 'one')), 1000);
    mkdirSync(path.join(root, 'save-2000', 'auth'), { recursive: true }); // the crash happened here
    writeFileSync(path.join(root, 'current.tmp'), 'save-2000');
    expect(readSavedData(root).name).toBe(first);
    pruneSaves(root, first);
    expect(readdirSync(root).sort()).toEqual(['current', first]);
  });

  it('reads the layout of earlier versions (.data/auth, .data/firestore) and drops it after the first save', async () => {
    fakeExports({ auth: path.join(root, 'auth'), firestore: path.join(root, 'firestore') }, 'legacy');
    writeFileSync(path.join(root, 'notes.txt'), 'not ours');
    expect(readSavedData(root).name).toBe('legacy');
    expect(authTag()).toBe('legacy');
    const save = await writeSave(root, (folders) => Promise.resolve(fakeExports(folders, 'new')), 1000);
    expect(readdirSync(root).sort()).toEqual(['current', 'notes.txt', save]);
  });

  it('one launcher per data folder; the pid file of a dead launcher is taken over', () => {
    writeFileSync(path.join(root, 'launcher.pid'), '999999999'); // no such process
    const release = lockDataDir(root);
    expect(readFileSync(path.join(root, 'launcher.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(readdirSync(root)).toEqual([]);
    writeFileSync(path.join(root, 'launcher.pid'), String(process.ppid)); // alive: the test runner
    expect(() => lockDataDir(root)).toThrow(/Another local stack \(pid \d+\) is using/);
  });
});
