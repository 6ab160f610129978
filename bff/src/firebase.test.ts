import type { App } from 'firebase-admin/app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { checkCredentials, connectFirebase, type FirebaseHandles } from './firebase.js';
import { startServer } from './server.js';

// The SDK's tracer is private: its class name is the one thing that says which one a client got.
const tracerOf = (handles: FirebaseHandles) => (handles.db as unknown as { _traceUtil: object })._traceUtil.constructor.name;

describe('connectFirebase', () => {
  const saved = process.env['FIRESTORE_ENABLE_TRACING'];
  const opened: FirebaseHandles[] = [];
  afterEach(async () => {
    if (saved === undefined) delete process.env['FIRESTORE_ENABLE_TRACING'];
    else process.env['FIRESTORE_ENABLE_TRACING'] = saved;
    await Promise.all(opened.splice(0).map((handles) => handles.close()));
  });

  it('turns the Firestore SDK tracing off when nobody asked for it (it costs every read and exports nothing here)', () => {
    delete process.env['FIRESTORE_ENABLE_TRACING'];
    const handles = connectFirebase('demo-tracing-default', true);
    opened.push(handles);
    expect(tracerOf(handles)).toBe('DisabledTraceUtil');
  });

  it('leaves it on for an operator who set FIRESTORE_ENABLE_TRACING=on', () => {
    process.env['FIRESTORE_ENABLE_TRACING'] = 'on';
    const handles = connectFirebase('demo-tracing-on', true);
    opened.push(handles);
    expect(tracerOf(handles)).toBe('EnabledTraceUtil');
  });
});

describe('checkCredentials (production start-up)', () => {
  // Production against Google itself: no emulator hosts (the SDK would talk to them, without credentials).
  const NAMES = ['GOOGLE_APPLICATION_CREDENTIALS', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  beforeEach(() => {
    delete process.env['FIRESTORE_EMULATOR_HOST'];
    delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  });
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  const HOW =
    /^no Google credentials \(Application Default Credentials: .+\)\. On Cloud Run .+ `gcloud auth application-default login` \(docs\/deploy\.md\)\.$/;

  it('says in one sentence how to get credentials when Application Default Credentials give none', async () => {
    process.env['GOOGLE_APPLICATION_CREDENTIALS'] = '/nonexistent/foodspot-key.json';
    const handles = connectFirebase('foodspot-no-credentials', false);
    try {
      await expect(checkCredentials(handles.app)).rejects.toThrow(HOW);
    } finally {
      await handles.close();
    }
  });

  it('gives up on a credential that never answers', async () => {
    const silent = { options: { credential: { getAccessToken: () => new Promise(() => undefined) } } } as unknown as App;
    await expect(checkCredentials(silent, 50)).rejects.toThrow(/Application Default Credentials: no answer in 0\.05 s/);
  });

  it('stops a production start before it listens: no /healthz that answers while every call fails', async () => {
    process.env['GOOGLE_APPLICATION_CREDENTIALS'] = '/nonexistent/foodspot-key.json';
    const config = parseConfig({
      APP_MODE: 'production',
      FIREBASE_PROJECT_ID: 'foodspot-prod-check',
      FIREBASE_WEB_API_KEY: 'key',
      CSRF_SECRET: 'x'.repeat(32),
      STAFF_ID_SECRET: 's'.repeat(32),
      PUBLIC_ORIGIN: 'https://rewards.example.in',
      PORT: '6549',
    });
    await expect(startServer(config)).rejects.toThrow(HOW);
  });
});
