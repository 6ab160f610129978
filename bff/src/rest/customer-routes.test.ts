import { PHONE_INVALID } from '@foodspot/schema/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, signedInStaff, restaurantUidOf, VALID_PROFILE } from '../test/customers.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { adjustPoints } from '../test/adjust-points.js';

const server = useTestServer();
let chaatCorner: string; // FS1003, reward at 300 points
let dhaba: string; // FS1002, reward at 1000 points

beforeAll(async () => {
  [chaatCorner, dhaba] = await Promise.all([restaurantUidOf(server, 'FS1003'), restaurantUidOf(server, 'FS1002')]);
});

const add = (browser: TestBrowser, resId: string) => browser.post('/api/v1/customer/add-restaurant', { resId });
const credit = (uid: string, restaurantUid: string, amount: number) =>
  adjustPoints(server, { customerUid: uid, restaurantUid, amount, platform: 'In-Store', source: 'service' });
const membershipDoc = async (uid: string, restaurantUid: string) =>
  (await server.firebase.db.doc(`customers/${uid}/restaurants/${restaurantUid}`).get()).data();

async function customerWith(resId: string) {
  const customer = await signedInCustomer(server);
  const added = await add(customer.browser, resId);
  expect(added.status).toBe(201);
  return customer;
}

describe('restaurant list', () => {
  it('starts empty, adds a restaurant by public ID (any case, spaces trimmed), lists and shows it', async () => {
    const { browser, uid } = await signedInCustomer(server);
    expect(await browser.get('/api/v1/customer/restaurants')).toEqual({ status: 200, body: { results: [] } });

    const added = await add(browser, '  fs1003 ');
    expect(added).toMatchObject({ status: 201, body: { message: 'Mumbai Chaat Corner was added to your list.' } });

    const expected = {
      restaurantUid: chaatCorner,
      restaurantName: 'Mumbai Chaat Corner',
      points: 0,
      minimumSpend: 300,
      reward: 'Free pani puri plate',
      resId: 'FS1003',
      cusId: expect.stringMatching(/^\d{6}$/),
      pin: '4321',
      customerUid: uid,
      restaurantPhone: expect.any(String),
      pointsToNextReward: 300,
    };
    expect(await browser.get('/api/v1/customer/restaurants')).toEqual({ status: 200, body: { results: [expected] } });
    expect(await browser.get(`/api/v1/customer/restaurant/${chaatCorner}`)).toEqual({ status: 200, body: { result: expected } });
    const { cusId } = (await membershipDoc(uid, chaatCorner))!;
    expect((await server.firebase.db.doc(`restaurants/${chaatCorner}/members/${cusId}`).get()).data()).toEqual({ customerUid: uid });
  });

  it('refuses an unknown ID with 404, a duplicate with 409, an empty ID with 400', async () => {
    const { browser } = await customerWith('FS1003');
    expect(await add(browser, 'FS9999')).toMatchObject({
      status: 404,
      body: { error: 'No restaurant has the ID FS9999. Check the ID and try again.' },
    });
    expect(await add(browser, 'FS1003')).toMatchObject({ status: 409, body: { error: 'This restaurant is already in your list.' } });
    // Spaces and case as it was read out name the same restaurant.
    expect(await add(browser, ' fs 1003 ')).toMatchObject({ status: 409, body: { error: 'This restaurant is already in your list.' } });
    expect(await add(browser, '   ')).toMatchObject({ status: 400, body: { error: 'Restaurant ID is required' } });
    expect((await browser.get('/api/v1/customer/restaurants')).body['results']).toHaveLength(1);
  });

  it('needs a saved profile first', async () => {
    const { browser } = await signedInCustomer(server, { profile: false });
    expect(await add(browser, 'FS1003')).toMatchObject({ status: 403, body: { error: 'Complete your profile first.' } });
  });

  it('counts points until the next reward down to 0 once reached', async () => {
    const { browser, uid } = await customerWith('FS1003');
    await credit(uid, chaatCorner, 120);
    expect((await browser.get(`/api/v1/customer/restaurant/${chaatCorner}`)).body['result']).toMatchObject({ points: 120, pointsToNextReward: 180 });
    await credit(uid, chaatCorner, 400);
    expect((await browser.get(`/api/v1/customer/restaurant/${chaatCorner}`)).body['result']).toMatchObject({ points: 520, pointsToNextReward: 0 });
  });

  it("answers 404 for another customer's restaurant and for one that does not exist", async () => {
    const owner = await customerWith('FS1003');
    const stranger = await signedInCustomer(server);
    for (const path of [
      `/api/v1/customer/restaurant/${chaatCorner}`,
      `/api/v1/customer/latest-claim/${chaatCorner}`,
      `/api/v1/customer/latest-request/${chaatCorner}`,
      `/api/v1/customer/points-history/${chaatCorner}`,
      '/api/v1/customer/restaurant/no-such-restaurant',
    ]) {
      expect(await stranger.browser.get(path)).toMatchObject({ status: 404, body: { error: 'This restaurant is not in your list.' } });
    }
    for (const [path, body] of [
      ['/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: 'In-Store' }],
      ['/api/v1/customer/request-points', { restaurantUid: chaatCorner, platform: 'Swiggy' }],
    ] as const) {
      expect((await stranger.browser.post(path, body)).status).toBe(404);
    }
    const deleted = await stranger.browser.request('DELETE', `/api/v1/customer/delete-restaurant/${chaatCorner}`);
    expect(deleted.status).toBe(404);
    expect(await membershipDoc(owner.uid, chaatCorner)).toBeDefined();
  });

  it('refuses a malformed restaurantUid with 400', async () => {
    const { browser } = await signedInCustomer(server);
    const response = await browser.get('/api/v1/customer/restaurant/' + 'x'.repeat(200));
    expect(response).toMatchObject({ status: 400, body: { error: 'restaurantUid is not valid' } });
  });

  it('answers 401 without a session and 403 without a CSRF token', async () => {
    const { browser } = await signedInCustomer(server);
    const anonymous = await signedInCustomer(server);
    anonymous.browser.setCookie('__session', 'expired');
    expect((await anonymous.browser.get('/api/v1/customer/restaurants')).status).toBe(401);
    for (const [method, path, json] of [
      ['POST', '/api/v1/customer/add-restaurant', { resId: 'FS1003' }],
      ['POST', '/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: 'In-Store' }],
      ['POST', '/api/v1/customer/request-points', { restaurantUid: chaatCorner, platform: 'Zomato' }],
      ['DELETE', `/api/v1/customer/delete-restaurant/${chaatCorner}`, undefined],
    ] as const) {
      const response = await browser.request(method, path, { json, withCsrf: false });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await browser.get('/api/v1/customer/restaurants')).body['results']).toEqual([]);
  });
});

describe('claims', () => {
  it('refuses a claim below the minimum, accepts one at it, then refuses a second while pending', async () => {
    const { browser, uid } = await customerWith('FS1003');
    expect(await browser.get(`/api/v1/customer/latest-claim/${chaatCorner}`)).toEqual({ status: 200, body: { result: [] } });
    const early = await browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: 'In-Store' });
    expect(early).toMatchObject({ status: 409, body: { error: 'Not enough points to claim reward' } });

    await credit(uid, chaatCorner, 300);
    const claim = await browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: 'in-store' });
    expect(claim).toMatchObject({ status: 201, body: { message: expect.any(String), result: { platform: 'In-Store', status: 'pending' } } });
    const second = await browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: 'zomato' });
    expect(second).toMatchObject({ status: 409, body: { error: 'You already have a pending claim at this restaurant.' } });

    const latest = await browser.get(`/api/v1/customer/latest-claim/${chaatCorner}`);
    expect(latest.body['result']).toEqual([{ formattedDate: expect.stringMatching(/\d{4}/), platform: 'In-Store', status: 'pending' }]);
    const claims = await server.firebase.db.collection(`customers/${uid}/restaurants/${chaatCorner}/claims`).get();
    expect(claims.size).toBe(1);
  });

  it('keeps typed platforms trimmed, recognises Zomato and Swiggy in any case, and refuses empty or long ones', async () => {
    const { browser, uid } = await customerWith('FS1003');
    await credit(uid, chaatCorner, 300);
    expect(await browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: '  ' })).toMatchObject({
      status: 400,
      body: { error: 'Platform is required' },
    });
    expect(await browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: 'x'.repeat(41) })).toMatchObject({
      status: 400,
      body: { error: 'Platform must be at most 40 characters', reason: 'PLATFORM_TOO_LONG' },
    });
    expect(await browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaatCorner })).toMatchObject({ status: 400 });
    const claim = await browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: ' SWIGGY ' });
    expect(claim.body['result']).toMatchObject({ platform: 'Swiggy' });
    const other = await customerWith('FS1003');
    await credit(other.uid, chaatCorner, 300);
    const typed = await other.browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: '  Magicpin ' });
    expect(typed.body['result']).toMatchObject({ platform: 'Magicpin' });
  });

  it('accepts exactly one of 20 simultaneous claims; the other 19 get 409', async () => {
    const { browser, uid } = await customerWith('FS1003');
    await credit(uid, chaatCorner, 300);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: 'In-Store' })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    const pending = await server.firebase.db.collection(`customers/${uid}/restaurants/${chaatCorner}/claims`).where('status', '==', 'pending').get();
    expect(pending.size).toBe(1);
  });
});

describe('points requests', () => {
  it('creates a pending request, refuses a second while pending, lists newest first', async () => {
    const { browser } = await customerWith('FS1002');
    expect(await browser.get(`/api/v1/customer/latest-request/${dhaba}`)).toEqual({ status: 200, body: { result: [] } });
    const request = await browser.post('/api/v1/customer/request-points', { restaurantUid: dhaba, platform: 'swiggy' });
    expect(request).toMatchObject({ status: 201, body: { result: { platform: 'Swiggy', points: 'pending', status: 'pending' } } });
    const second = await browser.post('/api/v1/customer/request-points', { restaurantUid: dhaba, platform: 'Zomato' });
    expect(second).toMatchObject({ status: 409, body: { error: 'You already have a pending points request at this restaurant.' } });
    expect((await browser.get(`/api/v1/customer/latest-request/${dhaba}`)).body['result']).toEqual([
      { formattedDate: expect.any(String), platform: 'Swiggy', points: 'pending', status: 'pending' },
    ]);
  });

  it('accepts exactly one of 20 simultaneous requests', async () => {
    const { browser, uid } = await customerWith('FS1002');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => browser.post('/api/v1/customer/request-points', { restaurantUid: dhaba, platform: 'Zomato' })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(19);
    expect((await server.firebase.db.collection(`customers/${uid}/restaurants/${dhaba}/requests`).get()).size).toBe(1);
  });
});

describe('points history and the balance invariant', () => {
  it('lists history newest first with negative rows; points always equal the sum of history and never go below 0', async () => {
    const { browser, uid } = await customerWith('FS1003');
    expect(await browser.get(`/api/v1/customer/points-history/${chaatCorner}`)).toEqual({ status: 200, body: { results: [] } });
    // Concurrent credits and debits: every one is applied exactly once.
    await Promise.all([credit(uid, chaatCorner, 100), credit(uid, chaatCorner, 250), credit(uid, chaatCorner, 50)]);
    await credit(uid, chaatCorner, -300);
    await expect(credit(uid, chaatCorner, -101)).rejects.toThrow('Not enough points.');

    const history = (await browser.get(`/api/v1/customer/points-history/${chaatCorner}`)).body['results'] as { points: number }[];
    expect(history).toHaveLength(4);
    expect(history[0]).toMatchObject({ points: -300, platform: 'In-Store', pointsId: expect.any(String), formattedDate: expect.any(String) });
    const sum = history.reduce((total, row) => total + row.points, 0);
    expect(sum).toBe(100);
    expect((await membershipDoc(uid, chaatCorner))?.['points']).toBe(100);
  });
});

describe('deleting a restaurant', () => {
  it('deletes the membership, its claims, requests, history and members entry, and nothing else', async () => {
    const { browser, uid } = await customerWith('FS1003');
    await add(browser, 'FS1002');
    await credit(uid, chaatCorner, 300);
    await browser.post('/api/v1/customer/claim-reward', { restaurantUid: chaatCorner, platform: 'In-Store' });
    await browser.post('/api/v1/customer/request-points', { restaurantUid: chaatCorner, platform: 'Zomato' });
    const { cusId } = (await membershipDoc(uid, chaatCorner))!;

    const deleted = await browser.request('DELETE', `/api/v1/customer/delete-restaurant/${chaatCorner}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'The restaurant and your points there were deleted.' });

    const base = `customers/${uid}/restaurants/${chaatCorner}`;
    expect(await membershipDoc(uid, chaatCorner)).toBeUndefined();
    for (const sub of ['claims', 'requests', 'history']) expect((await server.firebase.db.collection(`${base}/${sub}`).get()).size).toBe(0);
    expect((await server.firebase.db.doc(`restaurants/${chaatCorner}/members/${cusId}`).get()).exists).toBe(false);
    expect((await server.firebase.db.doc(`restaurants/${chaatCorner}`).get()).exists).toBe(true);
    expect(await membershipDoc(uid, dhaba)).toBeDefined();
    expect((await browser.get('/api/v1/customer/restaurants')).body['results']).toMatchObject([{ resId: 'FS1002' }]);
    expect((await browser.request('DELETE', `/api/v1/customer/delete-restaurant/${chaatCorner}`)).status).toBe(404);
  });
});

describe('profile', () => {
  const customerDoc = async (uid: string) => (await server.firebase.db.collection('customers').doc(uid).get()).data();
  const { role: _role, ...typedProfile } = VALID_PROFILE;
  // The phone is stored as the +91 number it is (E.164).
  const savedProfile = { ...typedProfile, phone: '+919876543210' };

  it('answers the saved profile for editing, and the edited one after a save', async () => {
    const { browser } = await signedInCustomer(server);
    expect(await browser.get('/api/v1/customer/profile')).toEqual({ status: 200, body: { result: savedProfile } });

    const edited = { ...VALID_PROFILE, firstName: 'Asha Devi', email: '', pin: '9876' };
    expect(await browser.post('/api/v1/customer/save', edited)).toMatchObject({ status: 200, body: { message: 'Profile saved' } });
    expect(await browser.get('/api/v1/customer/profile')).toEqual({
      status: 200,
      body: { result: { ...savedProfile, firstName: 'Asha Devi', email: null, pin: '9876' } },
    });
    expect((await browser.get('/api/v1/auth/customer/me')).body['profileSet']).toBe(true);
  });

  it('answers 404 before the profile is completed, 401 without a session and 403 for staff', async () => {
    const { browser } = await signedInCustomer(server, { profile: false });
    expect(await browser.get('/api/v1/customer/profile')).toEqual({
      status: 404,
      body: { error: 'You have not completed your profile yet.', code: 'NOT_FOUND', reason: 'PROFILE_MISSING', params: {} },
    });
    browser.setCookie('__session', 'expired');
    expect((await browser.get('/api/v1/customer/profile')).status).toBe(401);
    const staff = await signedInStaff(server, 'FS1001');
    expect(await staff.get('/api/v1/customer/profile')).toMatchObject({ status: 403, body: { error: 'Only customers have a customer profile.' } });
  });

  it.each(['not-an-email', 'asha@', 'asha@example', 'asha rao@example.in'])('refuses the email %j with 400 and writes nothing', async (email) => {
    const { browser, uid } = await signedInCustomer(server);
    const before = await customerDoc(uid);
    expect(await browser.post('/api/v1/customer/save', { ...VALID_PROFILE, email })).toEqual({
      status: 400,
      body: { error: 'Email must be a valid email address', code: 'BAD_USER_INPUT' },
    });
    expect(await customerDoc(uid)).toEqual(before);
  });

  it('refuses it over GraphQL too', async () => {
    const { browser, uid } = await signedInCustomer(server);
    const before = await customerDoc(uid);
    const { body } = await browser.graphql('mutation Save($input: ProfileInput!) { saveProfile(input: $input) { uid } }', {
      input: { ...savedProfile, email: 'not-an-email' },
    });
    expect(body.errors?.[0]).toMatchObject({ message: 'Email must be a valid email address', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await customerDoc(uid)).toEqual(before);
  });

  it.each(['98abc76543', '12345', '+91 12345 67890', '080 4567 8900'])(
    'refuses the phone %j with 400 over REST and GraphQL and writes nothing',
    async (phone) => {
      const { browser, uid } = await signedInCustomer(server);
      const before = await customerDoc(uid);
      expect(await browser.post('/api/v1/customer/save', { ...VALID_PROFILE, phone })).toEqual({
        status: 400,
        body: { error: PHONE_INVALID, code: 'BAD_USER_INPUT' },
      });
      const { body } = await browser.graphql('mutation Save($input: ProfileInput!) { saveProfile(input: $input) { uid } }', {
        input: { ...savedProfile, phone },
      });
      expect(body.errors?.[0]).toMatchObject({ message: PHONE_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await customerDoc(uid)).toEqual(before);
    },
  );

  it('stores the phone in E.164, as the login numbers are', async () => {
    const { browser, uid } = await signedInCustomer(server);
    expect((await browser.post('/api/v1/customer/save', { ...VALID_PROFILE, phone: ' 098765-43210 ' })).status).toBe(200);
    expect((await customerDoc(uid))?.['phone']).toBe('+919876543210');
    expect((await browser.get('/api/v1/customer/profile')).body).toMatchObject({ result: { phone: '+919876543210' } });
  });

  it('keeps a valid email trimmed, and an empty or missing one as none', async () => {
    const { browser, uid } = await signedInCustomer(server);
    await browser.post('/api/v1/customer/save', { ...VALID_PROFILE, email: '  asha.rao+food@example.co.in ' });
    expect((await customerDoc(uid))?.['email']).toBe('asha.rao+food@example.co.in');
    const { email: _email, ...withoutEmail } = VALID_PROFILE;
    await browser.post('/api/v1/customer/save', withoutEmail);
    expect((await customerDoc(uid))?.['email']).toBeNull();
  });
});
