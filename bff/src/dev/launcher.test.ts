import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findFirestoreJar } from './emulators.js';

const dist = (file: string) => fileURLToPath(new URL(`../../dist/${file}`, import.meta.url));

describe('start-up failures say what to do', () => {
  it('finds no Firestore jar where FIRESTORE_EMULATOR_JAR points at nothing', () => {
    expect(findFirestoreJar({ FIRESTORE_EMULATOR_JAR: '/nonexistent/emulator.jar' })).toBeNull();
  });

  it('npm start exits 1 with install instructions when the Firestore jar is missing', () => {
    expect(existsSync(dist('dev/start-local.js')), 'run tsc -b first').toBe(true);
    const result = spawnSync(process.execPath, [dist('dev/start-local.js')], {
      env: { ...process.env, FIRESTORE_EMULATOR_JAR: '/nonexistent/emulator.jar' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apt-get install google-cloud-cli-firestore-emulator');
  });

  it('the production server exits 1 with one line naming the bad configuration', () => {
    const result = spawnSync(process.execPath, [dist('server.js')], {
      env: { PATH: process.env['PATH'], APP_MODE: 'production', FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: .*FIREBASE_PROJECT_ID.*CSRF_SECRET/);
  });
});
