import { describe, expect, it } from 'vitest';
import { authEmulatorClient } from '../test/auth-emulator-client.js';
import { fakeClock } from '../test/fake-clock.js';
import { uniqueSuffix, useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import { ADD_STAFF, createdRestaurant, hiredStaff, setStaffPassword, signedInOwner } from '../test/owners.js';
import { STAFF_INVITE_TTL_MS } from '../domain/staff.js';
import { INVITE_DEAD } from '../services/staff-invites.js';

/**
 * A set-password link an owner hands to a cashier: only the newest works, once, for 24 hours, and setting the
 * password ends every other session of the account. An earlier link in other hands is no way in.
 */
const clock = fakeClock();
const server = useTestServer({ clock });
const QUEUE = '{ staffQueue { resId } }';
const DEAD = { status: 404, body: { error: INVITE_DEAD } };

async function freshBrowser() {
  const browser = new TestBrowser(server.url);
  await browser.fetchCsrfToken();
  return browser;
}

async function invite(owner: TestBrowser, restaurantUid: string, email: string): Promise<string> {
  const added = await owner.graphql(ADD_STAFF, { restaurantUid, email });
  const link = (added.body.data?.['addStaff'] as { setPasswordLink?: string } | undefined)?.setPasswordLink;
  if (!link) throw new Error(`addStaff failed: ${JSON.stringify(added.body)}`);
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('invite') ?? '';
const describeLink = async (link: string) => (await freshBrowser()).post('/api/v1/auth/staff/invite', { token: tokenOf(link) });

describe('set-password links', () => {
  it('only the newest link works, and only once: an earlier link cannot reset the password the cashier set', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid } = await createdRestaurant(owner);
    const email = `cashier-${uniqueSuffix()}@example.in`;
    const first = await invite(owner, restaurantUid, email);
    const second = await invite(owner, restaurantUid, email);
    expect(tokenOf(first)).not.toBe(tokenOf(second));

    expect(await describeLink(first)).toMatchObject(DEAD);
    expect(await describeLink(second)).toMatchObject({ status: 200, body: { email } });
    expect(await setStaffPassword(server, first, 'taken-over-1')).toMatchObject(DEAD);
    expect(await setStaffPassword(server, second, 'cashier-pass-1')).toMatchObject({ status: 200, body: { email } });

    // Used up: neither link works again, and the password stays the cashier's.
    expect(await setStaffPassword(server, second, 'taken-over-2')).toMatchObject(DEAD);
    expect(await setStaffPassword(server, first, 'taken-over-3')).toMatchObject(DEAD);
    const auth = authEmulatorClient(server.authHost, server.projectId);
    await expect(auth.signInWithEmail(email, 'taken-over-1')).rejects.toThrow();
    expect((await auth.signInWithEmail(email, 'cashier-pass-1')).idToken).toBeTruthy();
    // Nothing of a link is stored that would set a password: the invite is gone, and the staff document names none.
    const staff = await server.firebase.db.collection('staff').where('email', '==', email).get();
    expect(staff.docs.map((doc) => doc.data()['inviteHash'])).toEqual([null]);
  });

  it('setting a password ends every other session of the account (an earlier holder is signed out)', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid } = await createdRestaurant(owner);
    const cashier = await hiredStaff(server, owner, restaurantUid);
    expect((await cashier.browser.graphql(QUEUE)).body.data).toBeTruthy();
    // Firebase keeps revocation times in whole seconds: a session begun in the second of its revocation survives it.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const again = await invite(owner, restaurantUid, cashier.email);
    expect((await setStaffPassword(server, again, 'new-pass-22')).status).toBe(200);
    expect((await cashier.browser.graphql(QUEUE)).body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('a link works for 24 hours, to the millisecond', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid } = await createdRestaurant(owner);
    const issuedAt = clock.nowMs();
    const link = await invite(owner, restaurantUid, `cashier-${uniqueSuffix()}@example.in`);
    try {
      clock.set(issuedAt + STAFF_INVITE_TTL_MS - 1);
      expect((await describeLink(link)).status).toBe(200);
      clock.set(issuedAt + STAFF_INVITE_TTL_MS);
      expect(await describeLink(link)).toMatchObject(DEAD);
      expect(await setStaffPassword(server, link, 'late-pass-1')).toMatchObject(DEAD);
    } finally {
      clock.set(issuedAt);
    }
  });

  it('the same link used twice at once sets the password once', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid } = await createdRestaurant(owner);
    const link = await invite(owner, restaurantUid, `cashier-${uniqueSuffix()}@example.in`);
    const answers = await Promise.all(['twice-pass-1', 'twice-pass-2', 'twice-pass-3'].map((password) => setStaffPassword(server, link, password)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404]);
  });

  it('a removed cashier’s unused link is dead', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid } = await createdRestaurant(owner);
    const email = `cashier-${uniqueSuffix()}@example.in`;
    const link = await invite(owner, restaurantUid, email);
    const staffUid = (await server.firebase.db.collection('staff').where('email', '==', email).get()).docs[0]!.id;
    await owner.graphql('mutation R($r: ID!, $s: ID!) { removeStaff(restaurantUid: $r, staffUid: $s) }', { r: restaurantUid, s: staffUid });
    expect(await setStaffPassword(server, link, 'ghost-pass-1')).toMatchObject(DEAD);
  });

  it.each([
    ['no token', {}, 400],
    ['a number', { token: 42 }, 400],
    ['a lone surrogate', { token: 'a\uD800b' }, 400],
    ['a path', { token: '../staff/x' }, 404],
    ['a made-up token of the right shape', { token: 'A'.repeat(43) }, 404],
    ['a huge token', { token: 'A'.repeat(5000) }, 400],
  ])('refuses %s with a sentence and changes nothing', async (_name, body, status) => {
    const browser = await freshBrowser();
    for (const path of ['/api/v1/auth/staff/invite', '/api/v1/auth/staff/set-password']) {
      const answer = await browser.post(path, { ...body, password: 'some-pass-1' });
      expect(answer.status).toBe(status);
      expect(typeof answer.body['error']).toBe('string');
    }
  });

  it('refuses a short password at the server too, and the link still works after', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid } = await createdRestaurant(owner);
    const link = await invite(owner, restaurantUid, `cashier-${uniqueSuffix()}@example.in`);
    expect(await setStaffPassword(server, link, 'short')).toMatchObject({
      status: 400,
      body: { error: 'Staff passwords need at least 8 characters.' },
    });
    expect((await describeLink(link)).status).toBe(200);
  });
});
