import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicClientConfig } from './config.js';

const production = {
  APP_MODE: 'production',
  FIREBASE_PROJECT_ID: 'foodspot-prod',
  FIREBASE_WEB_API_KEY: 'key',
  CSRF_SECRET: 'x'.repeat(32),
};

describe('parseConfig', () => {
  it('accepts a complete production environment and fills defaults', () => {
    const config = parseConfig(production);
    expect(config).toMatchObject({ PORT: 5000, APP_MODE: 'production', LOG_LEVEL: 'info' });
    expect(publicClientConfig(config)).toMatchObject({
      mode: 'production',
      authEmulatorUrl: null,
      firebase: { apiKey: 'key', authDomain: 'foodspot-prod.firebaseapp.com', projectId: 'foodspot-prod' },
    });
  });

  it('names every missing or bad variable in one line', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    const parseBadEnvironment = () => parseConfig({ PORT: 'abc', CSRF_SECRET: 'short' });
    // One line that names each of them.
    expect(parseBadEnvironment).toThrow(/^[^\n]*$/);
    for (const key of ['PORT', 'FIREBASE_PROJECT_ID', 'FIREBASE_WEB_API_KEY', 'CSRF_SECRET']) expect(parseBadEnvironment).toThrow(key);
  });

  it('refuses emulator hosts in production', () => {
    expect(() => parseConfig({ ...production, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
      /FIRESTORE_EMULATOR_HOST must not be set in production/,
    );
  });

  it('refuses local mode without the emulators', () => {
    expect(() => parseConfig({ ...production, APP_MODE: 'local' })).toThrow(/local mode needs/);
  });

  it('takes a metrics token of 32+ characters and a metrics port other than PORT', () => {
    expect(() => parseConfig({ ...production, METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 32 characters');
    expect(parseConfig({ ...production, METRICS_TOKEN: 't'.repeat(32) }).METRICS_TOKEN).toBe('t'.repeat(32));
    expect(() => parseConfig({ ...production, PORT: '8080', METRICS_PORT: '8080' })).toThrow('METRICS_PORT must differ from PORT');
    expect(parseConfig({ ...production, PORT: '8080', METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    const unset = parseConfig(production);
    expect([unset.METRICS_TOKEN, unset.METRICS_PORT]).toEqual([undefined, undefined]);
  });
});
