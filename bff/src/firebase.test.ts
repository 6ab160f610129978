import { afterEach, describe, expect, it } from 'vitest';
import { connectFirebase, type FirebaseHandles } from './firebase.js';

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
