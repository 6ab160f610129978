import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../test/customers.js';
import { distHint } from '../test/bff-process.js';
import { PRODUCTION_LIMITS, uniqueSuffix, useTestServer } from '../test/harness.js';
import { TestBrowser } from '../test/http-client.js';
import { ADD_STAFF, CREATE_RESTAURANT, createdRestaurant, hiredStaff, restaurantInput, signedInOwner } from '../test/owners.js';
import { CREDIT } from '../test/staff-operations.js';

// The production allowances (5 restaurants and 20 staff invitations per owner and day), kept in Firestore.
const server = useTestServer({
  env: {
    ...PRODUCTION_LIMITS,
    RATE_LIMIT_FAILED_SIGN_INS_PER_IP_PER_MIN: '1000000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MIN: '1000000',
    RATE_LIMIT_FLOOD_PER_IP_PER_MIN: '1000000',
  },
});
const codeOf = (response: { body: { errors?: { extensions?: { code?: string } }[] } }) => response.body.errors?.[0]?.extensions?.code;
const execFileAsync = promisify(execFile);

describe("an owner's daily allowances", () => {
  it('5 restaurants a day: the sixth is RATE_LIMITED with a sentence, and nothing is written', async () => {
    const { browser: owner, uid } = await signedInOwner(server);
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, index) => owner.graphql(CREATE_RESTAURANT, { input: restaurantInput({ name: `Shop ${index}` }) })),
    );
    expect(created.map(codeOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    const sixth = await owner.graphql(CREATE_RESTAURANT, { input: restaurantInput({ name: 'Shop 6' }) });
    expect(codeOf(sixth)).toBe('RATE_LIMITED');
    expect(sixth.body.errors?.[0]?.message).toMatch(/Try again tomorrow/);
    expect((await server.firebase.db.collection('restaurants').where('ownerUid', '==', uid).get()).size).toBe(5);
    // Another owner is not held by it.
    const { browser: other } = await signedInOwner(server);
    expect(codeOf(await other.graphql(CREATE_RESTAURANT, { input: restaurantInput() }))).toBeUndefined();
  });

  it('20 staff invitations a day: the 21st is RATE_LIMITED and makes no account', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid } = await createdRestaurant(owner);
    for (let index = 0; index < 20; index += 1) {
      expect(codeOf(await owner.graphql(ADD_STAFF, { restaurantUid, email: `till-${index}-${uniqueSuffix()}@example.in` }))).toBeUndefined();
    }
    const email = `till-21-${uniqueSuffix()}@example.in`;
    expect(codeOf(await owner.graphql(ADD_STAFF, { restaurantUid, email }))).toBe('RATE_LIMITED');
    await expect(server.firebase.auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('refused invitations count too', () => {
  it('20 refused emails use up the day: the answers cannot be used to sort emails by kind without end', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid } = await createdRestaurant(owner);
    for (let index = 0; index < 20; index += 1) {
      expect(codeOf(await owner.graphql(ADD_STAFF, { restaurantUid, email: 'owner@foodspot.test' }))).toBe('CONFLICT');
    }
    expect(codeOf(await owner.graphql(ADD_STAFF, { restaurantUid, email: `fresh-${uniqueSuffix()}@example.in` }))).toBe('RATE_LIMITED');
  });
});

describe("the operator's suspend and resume (npm run restaurant)", () => {
  it('a suspended restaurant is not offered to anyone new, gives no points, and tells its members; resume undoes it', async () => {
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid, resId } = await createdRestaurant(owner);
    const cashier = await hiredStaff(server, owner, restaurantUid);
    const member = await signedInCustomer(server);
    const cusId = ((await member.browser.post('/api/v1/customer/add-restaurant', { resId })).body['result'] as { cusId: string }).cusId;

    const cli = path.resolve('bff/dist/cli/restaurant.js');
    expect(existsSync(cli), `bff/dist/cli/restaurant.js is missing.${distHint()}`).toBe(true);
    const env = {
      ...process.env,
      FIREBASE_PROJECT_ID: server.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: server.authHost,
      FIRESTORE_EMULATOR_HOST: inject('firestoreEmulatorHost'),
    };
    const suspended = await execFileAsync(process.execPath, [cli, 'suspend', resId.toLowerCase()], { env });
    expect(suspended.stdout).toContain(`Suspended ${resId} (Idli Point).`);

    // Not offered: Add Restaurant and the poster link answer as for an unknown ID.
    const newcomer = await signedInCustomer(server);
    expect((await newcomer.browser.post('/api/v1/customer/add-restaurant', { resId })).status).toBe(404);
    // Listeners carry the change to every screen within moments.
    await expect.poll(async () => (await new TestBrowser(server.url).get(`/api/v1/restaurants/${resId}/public-name`)).status).toBe(404);
    // No points, with a sentence; the member's screens say so and their points stay.
    const credit = await cashier.browser.graphql(CREDIT, { cusId, pin: '4321', amount: 100 });
    expect(codeOf(credit)).toBe('CONFLICT');
    expect(credit.body.errors?.[0]?.message).toMatch(/paused/);
    const claim = await member.browser.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Zomato' });
    expect(claim).toMatchObject({ status: 409, body: { error: 'This restaurant has paused its loyalty programme. Your points are kept.' } });
    await expect
      .poll(
        async () =>
          (await member.browser.graphql('query R($r: ID!) { restaurant(restaurantUid: $r) { suspended } }', { r: restaurantUid })).body.data,
      )
      .toEqual({ restaurant: { suspended: true } });

    await execFileAsync(process.execPath, [cli, 'resume', resId], { env });
    await expect.poll(async () => codeOf(await cashier.browser.graphql(CREDIT, { cusId, pin: '4321', amount: 100 }))).toBeUndefined();
    expect((await newcomer.browser.post('/api/v1/customer/add-restaurant', { resId })).status).toBe(201);
  });

  it('says how to use it, and names an unknown ID', async () => {
    const cli = path.resolve('bff/dist/cli/restaurant.js');
    const env = {
      ...process.env,
      FIREBASE_PROJECT_ID: server.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: server.authHost,
      FIRESTORE_EMULATOR_HOST: inject('firestoreEmulatorHost'),
    };
    await expect(execFileAsync(process.execPath, [cli, 'pause', 'FS1001'], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run restaurant') as unknown,
    });
    await expect(execFileAsync(process.execPath, [cli, 'suspend', 'FS999999'], { env })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No restaurant has the ID FS999999') as unknown,
    });
  });
});
