import { afterEach, describe, expect, inject, it } from 'vitest';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { uniquePhone, uniqueSuffix } from '../test/harness.js';
import { watchOtps, watchPasswordResets } from './otp-feed.js';

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

describe('the reset-link lines of npm start', () => {
  it('prints each new link once, not those pending when it started', async () => {
    const auth = authEmulatorClient(inject('authEmulatorHost'), inject('projectId'));
    const [before, first, second] = [
      `line1.${uniqueSuffix()}@foodspot.test`,
      `line2.${uniqueSuffix()}@foodspot.test`,
      `line3.${uniqueSuffix()}@foodspot.test`,
    ];
    for (const email of [before, first, second]) await auth.signUpWithEmail(email, 'old-password');
    await auth.sendPasswordReset(before);
    const printed: string[] = [];
    const stop = watchPasswordResets({
      authEmulatorHost: inject('authEmulatorHost'),
      projectId: inject('projectId'),
      onReset: (reset) => printed.push(`${reset.email} ${reset.link}`),
      intervalMs: 100,
    });
    try {
      await sleep(300);
      await auth.sendPasswordReset(first);
      await auth.sendPasswordReset(second);
      const ours = () => printed.filter((line) => [before, first, second].some((email) => line.startsWith(`${email} `)));
      const deadline = Date.now() + 5000;
      while (ours().length < 2 && Date.now() < deadline) await sleep(50);
      await sleep(400);
      expect(
        ours()
          .map((line) => line.split(' ')[0])
          .sort(),
      ).toEqual([first, second].sort());
      for (const line of ours()) expect(line).toMatch(/ \/reset-password\?mode=resetPassword&oobCode=[^&]+$/);
    } finally {
      stop();
    }
  });
});
