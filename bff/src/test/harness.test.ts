import { describe, expect, it } from 'vitest';
import { signedInCustomer, signedInStaff, VALID_PROFILE } from './customers.js';
import { startTestServer, useTestServer } from './harness.js';
import { CREDIT } from './staff-operations.js';

const server = useTestServer();

describe('test files sharing the emulators', () => {
  it('a file that starts later leaves the demo staff signed in: their in-store credit (a fresh session check) goes through', async () => {
    const staff = await signedInStaff(server, 'FS1003');
    const { browser } = await signedInCustomer(server);
    const added = await browser.post('/api/v1/customer/add-restaurant', { resId: 'FS1003' });
    const { cusId } = added.body['result'] as { cusId: string };
    // Auth counts revocations in whole seconds: the other file starts in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await startTestServer();
    await later.close();
    expect((await staff.graphql(CREDIT, { cusId, pin: VALID_PROFILE.pin, amount: 10 })).body).toEqual({ data: { creditInStore: 10 } });
  });
});
