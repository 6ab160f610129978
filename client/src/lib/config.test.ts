import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, getConfig, parseAppConfig, readAppConfig } from './config';

const VALID = {
  mode: 'local',
  firebase: { apiKey: 'key', authDomain: 'demo-foodspot.firebaseapp.com', projectId: 'demo-foodspot', appId: '1:2:web:3' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  support: { email: 'help@foodspot.test', phone: '+91 90000 00000' },
  grievance: { name: 'Priya Nair', email: 'privacy@foodspot.test' },
};

function putConfig(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'app-config';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById('app-config')?.remove());

describe('app config', () => {
  it('reads the JSON block the BFF puts into the page', () => {
    putConfig(JSON.stringify(VALID));
    expect(readAppConfig()).toEqual(VALID);
  });

  it('uses the defaults when the page has no config (tests, bare vite)', () => {
    expect(readAppConfig()).toEqual(DEFAULT_CONFIG);
    expect(getConfig().mode).toBe('production');
  });

  it('replaces invalid fields by their defaults and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = parseAppConfig({ ...VALID, mode: 'staging', authEmulatorUrl: 'javascript:alert(1)', support: { email: '' } });

    expect(config.mode).toBe('production');
    expect(config.authEmulatorUrl).toBeNull();
    expect(config.support).toEqual(DEFAULT_CONFIG.support);
    expect(config.grievance).toEqual(VALID.grievance);
    expect(parseAppConfig({ ...VALID, grievance: { name: ' ', email: 42 } }).grievance).toEqual(DEFAULT_CONFIG.grievance);
    expect(config.firebase.apiKey).toBe('key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mode must be'));
  });

  it('falls back to the defaults on broken JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    putConfig('{not json');
    expect(readAppConfig()).toEqual(DEFAULT_CONFIG);
  });
});
