import { afterEach, describe, expect, inject, it } from 'vitest';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { uniquePhone } from '../test/harness.js';
import { watchOtps } from './otp-feed.js';

/**
 * The `npm start` terminal's OTP lines, against the real Auth emulator: every code is printed exactly
 * once, also when another code is used in the same moment (the emulator then drops it from its list, so
 * the list's length does not grow: issue 20 found codes missed that way).
 */
const INTERVAL_MS = 100;
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function feed() {
  const printed: string[] = [];
  stops.push(
    watchOtps({
      authEmulatorHost: inject('authEmulatorHost'),
      projectId: inject('projectId'),
      onOtp: (otp) => printed.push(`${otp.phoneNumber} ${otp.code}`),
      intervalMs: INTERVAL_MS,
    }),
  );
  return printed;
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('the OTP lines of npm start', () => {
  it('prints a new code when another is used in the same moment, and every code exactly once', async () => {
    const auth = authEmulatorClient(inject('authEmulatorHost'), inject('projectId'));
    const printed = feed();
    await sleep(INTERVAL_MS * 2); // the first look only learns what was pending before
    const [first, second, third, fourth] = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
    const ours = () => printed.filter((line) => [first, second, third, fourth].some((phone) => line.startsWith(`${phone} `)));

    const a = await auth.sendCode(first);
    await until(() => ours().length === 1, "the first customer's code");
    // The first customer verifies while the second asks for a code: the list stays one long.
    const [, b] = await Promise.all([auth.verifyCode(a), auth.sendCode(second)]);
    const [c, d] = await Promise.all([auth.sendCode(third), auth.sendCode(fourth)]);
    await until(() => ours().length >= 4, 'the other three codes');
    await sleep(INTERVAL_MS * 5); // later looks print nothing again
    expect(ours().sort()).toEqual([`${first} ${a.code}`, `${second} ${b.code}`, `${third} ${c.code}`, `${fourth} ${d.code}`].sort());
  });

  it('does not print the codes that were pending when it started', async () => {
    const auth = authEmulatorClient(inject('authEmulatorHost'), inject('projectId'));
    const before = uniquePhone();
    await auth.sendCode(before);
    const printed = feed();
    await sleep(INTERVAL_MS * 5);
    expect(printed.filter((line) => line.startsWith(`${before} `))).toEqual([]);
  });
});
