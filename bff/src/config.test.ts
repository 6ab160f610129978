import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicClientConfig, trustProxyOf } from './config.js';
import { DEV_STAFF_ID_SECRET } from './services/staff-item-ids.js';

const production = {
  APP_MODE: 'production',
  FIREBASE_PROJECT_ID: 'foodspot-prod',
  FIREBASE_WEB_API_KEY: 'key',
  CSRF_SECRET: 'x'.repeat(32),
  STAFF_ID_SECRET: 's'.repeat(32),
  PUBLIC_ORIGIN: 'https://rewards.example.in',
};

describe('parseConfig', () => {
  it('accepts a complete production environment and fills defaults', () => {
    const config = parseConfig(production);
    expect(config).toMatchObject({ PORT: 5000, APP_MODE: 'production', LOG_LEVEL: 'info' });
    expect(publicClientConfig(config)).toMatchObject({
      mode: 'production',
      authEmulatorUrl: null,
      firebase: { apiKey: 'key', authDomain: 'foodspot-prod.firebaseapp.com', projectId: 'foodspot-prod' },
      grievance: { name: 'Grievance Officer, Foodspot Rewards', email: 'grievance@foodspot.in' },
    });
  });

  it('hands the grievance officer of the privacy notice to the browser, and refuses one without an email address', () => {
    const config = parseConfig({ ...production, GRIEVANCE_OFFICER_NAME: ' Priya Nair ', GRIEVANCE_OFFICER_EMAIL: 'privacy@restaurant.in' });
    expect(publicClientConfig(config).grievance).toEqual({ name: 'Priya Nair', email: 'privacy@restaurant.in' });
    expect(() => parseConfig({ ...production, GRIEVANCE_OFFICER_EMAIL: 'not an email' })).toThrow('GRIEVANCE_OFFICER_EMAIL');
    expect(() => parseConfig({ ...production, GRIEVANCE_OFFICER_NAME: '  ' })).toThrow('GRIEVANCE_OFFICER_NAME');
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

  it('trusts no proxy in production unless TRUST_PROXY names them, and one hop locally', () => {
    const local = { ...production, APP_MODE: 'local', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    expect(trustProxyOf(parseConfig(production))).toBe(0);
    expect(trustProxyOf(parseConfig(local))).toBe(1);
    expect(trustProxyOf(parseConfig({ ...production, TRUST_PROXY: '1' }))).toBe(1);
    expect(trustProxyOf(parseConfig({ ...local, TRUST_PROXY: '0' }))).toBe(0);
    expect(trustProxyOf(parseConfig({ ...production, TRUST_PROXY: '35.191.0.0/16, 130.211.0.0/22,loopback, 2001:db8::/32, 10.0.0.7' }))).toEqual([
      '35.191.0.0/16',
      '130.211.0.0/22',
      'loopback',
      '2001:db8::/32',
      '10.0.0.7',
    ]);
  });

  it.each(['true', 'all', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', '', 'loopback; 10.0.0.1'])(
    'refuses TRUST_PROXY=%j with a sentence',
    (value) => {
      expect(() => parseConfig({ ...production, TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be a hop count/);
    },
  );

  it("requires PUBLIC_ORIGIN in production, so the WebSocket Origin check never follows the request's Host", () => {
    const { PUBLIC_ORIGIN: _, ...withoutOrigin } = production;
    expect(() => parseConfig(withoutOrigin)).toThrow('PUBLIC_ORIGIN is required in production');
    expect(() => parseConfig({ ...production, PUBLIC_ORIGIN: 'not a url' })).toThrow('PUBLIC_ORIGIN');
    const local = { ...withoutOrigin, APP_MODE: 'local', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    expect(parseConfig(local).PUBLIC_ORIGIN).toBeUndefined();
  });

  it('requires STAFF_ID_SECRET of 32+ characters in production, and uses a fixed dev key locally', () => {
    const { STAFF_ID_SECRET: _, ...withoutKey } = production;
    expect(() => parseConfig(withoutKey)).toThrow('STAFF_ID_SECRET is required in production');
    expect(() => parseConfig({ ...production, STAFF_ID_SECRET: 'short' })).toThrow('STAFF_ID_SECRET must be at least 32 characters');
    const local = { ...withoutKey, APP_MODE: 'local', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    expect(parseConfig(local).STAFF_ID_SECRET).toBe(DEV_STAFF_ID_SECRET);
    expect(parseConfig(production).STAFF_ID_SECRET).toBe('s'.repeat(32));
  });

  it('takes REDIS_URL only as a redis:// or rediss:// URL', () => {
    expect(parseConfig({ ...production, REDIS_URL: 'rediss://10.0.0.3:6378' }).REDIS_URL).toBe('rediss://10.0.0.3:6378');
    expect(() => parseConfig({ ...production, REDIS_URL: 'http://10.0.0.3' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it("runs only the client's own operations in production and any operation locally, unless TRUSTED_DOCUMENTS says otherwise", () => {
    const local = { ...production, APP_MODE: 'local', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    expect(parseConfig(production).TRUSTED_DOCUMENTS).toBe('only');
    expect(parseConfig(local).TRUSTED_DOCUMENTS).toBe('off');
    expect(parseConfig({ ...production, TRUSTED_DOCUMENTS: 'off' }).TRUSTED_DOCUMENTS).toBe('off');
    expect(parseConfig({ ...local, TRUSTED_DOCUMENTS: 'only' }).TRUSTED_DOCUMENTS).toBe('only');
    expect(() => parseConfig({ ...production, TRUSTED_DOCUMENTS: 'yes' })).toThrow(/TRUSTED_DOCUMENTS/);
  });

  it('takes a metrics token of 32+ characters and a metrics port other than PORT', () => {
    expect(() => parseConfig({ ...production, METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 32 characters');
    expect(parseConfig({ ...production, METRICS_TOKEN: 't'.repeat(32) }).METRICS_TOKEN).toBe('t'.repeat(32));
    expect(() => parseConfig({ ...production, PORT: '8080', METRICS_PORT: '8080' })).toThrow('METRICS_PORT must differ from PORT');
    expect(parseConfig({ ...production, PORT: '8080', METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(parseConfig({ ...production, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).METRICS_HOST).toBe('0.0.0.0');
    const unset = parseConfig(production);
    expect([unset.METRICS_TOKEN, unset.METRICS_PORT]).toEqual([undefined, undefined]);
  });
});
