import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncCaptchaBadge } from './captcha-badge';

function addBadge() {
  const badge = document.createElement('div');
  badge.className = 'grecaptcha-badge';
  document.body.append(badge);
  return badge;
}

afterEach(() => document.querySelectorAll('.grecaptcha-badge').forEach((badge) => badge.remove()));

describe('reCAPTCHA badge visibility', () => {
  it('polls every 100 ms for the badge and hides it outside /auth', () => {
    vi.useFakeTimers();
    syncCaptchaBadge('/');
    vi.advanceTimersByTime(300);
    const badge = addBadge();
    expect(badge.style.visibility).toBe('');

    vi.advanceTimersByTime(100);
    expect(badge.style.visibility).toBe('hidden');
  });

  it('shows it on /auth', () => {
    const badge = addBadge();
    syncCaptchaBadge('/auth');
    expect(badge.style.visibility).toBe('visible');
  });

  it('gives up after 5 seconds', () => {
    vi.useFakeTimers();
    syncCaptchaBadge('/');
    vi.advanceTimersByTime(5000);
    const late = addBadge();
    vi.advanceTimersByTime(1000);
    expect(late.style.visibility).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});
