import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../domain/days.js';
import { signedInCustomer } from '../test/customers.js';
import { fakeClock } from '../test/fake-clock.js';
import { useTestServer } from '../test/harness.js';
import type { TestBrowser } from '../test/http-client.js';
import { createdRestaurant, DASHBOARD, hiredStaff, signedInOwner } from '../test/owners.js';
import { APPROVE_CLAIM, APPROVE_REQUEST, CREDIT, REJECT_CLAIM, REJECT_REQUEST } from '../test/staff-operations.js';

/**
 * The dashboard's counters (programme-stats.ts) against a full recount of what they count, after a random
 * sequence of joins, leaves, credits, claims, requests and decisions spread over weeks of the injected clock.
 * The recount reads everything: the members index, every membership with its history, the pending items
 * and the activity list (which keeps what members who left earned and redeemed).
 */
const clock = fakeClock();
const server = useTestServer({ clock });
const DAY = 24 * 60 * 60_000;

async function recount(db: Firestore, restaurantUid: string, now: Date) {
  const today = dayOf(now);
  const inLast = (day: string, days: number) => day >= addDays(today, -(days - 1)) && day <= today;
  const members = await db.collection(`restaurants/${restaurantUid}/members`).get();
  const memberships = await Promise.all(
    members.docs.map(async (member) => {
      const path = `customers/${member.get('customerUid') as string}/restaurants/${restaurantUid}`;
      const [membership, history, claims, requests] = await Promise.all([
        db.doc(path).get(),
        db.collection(`${path}/history`).get(),
        db.collection(`${path}/claims`).where('status', '==', 'pending').get(),
        db.collection(`${path}/requests`).where('status', '==', 'pending').get(),
      ]);
      return { membership: membership.data()!, history: history.docs.map((doc) => doc.data()), pending: claims.size + requests.size };
    }),
  );
  const activity = (await db.collection(`restaurants/${restaurantUid}/activity`).get()).docs.map((doc) => doc.data());
  const dayOfDoc = (doc: { createdAt: { toDate(): Date } }) => dayOf(doc.createdAt.toDate());
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = addDays(today, index - 29);
    const that = activity.filter((row) => dayOfDoc(row as never) === date);
    return {
      date,
      issued: that.filter((row) => row['points'] > 0).reduce((sum, row) => sum + (row['points'] as number), 0),
      redeemed: that.filter((row) => row['points'] < 0).reduce((sum, row) => sum - (row['points'] as number), 0),
    };
  });
  const sum = (key: 'issued' | 'redeemed', last: number) => days.slice(-last).reduce((total, day) => total + day[key], 0);
  // Came back: credits on two or more different days of the last 30.
  const returning = memberships.filter(
    ({ history }) =>
      new Set(
        history
          .filter((row) => (row['source'] === 'in-store' || row['source'] === 'online-request') && row['points'] > 0)
          .map((row) => dayOfDoc(row as never))
          .filter((day) => inLast(day, 30)),
      ).size >= 2,
  ).length;
  return {
    members: members.size,
    newMembers7d: memberships.filter(({ membership }) => inLast(dayOfDoc({ createdAt: membership['joinedAt'] }), 7)).length,
    pointsIssued7d: sum('issued', 7),
    pointsRedeemed7d: sum('redeemed', 7),
    pointsIssued30d: sum('issued', 30),
    pointsRedeemed30d: sum('redeemed', 30),
    rewardsClaimed30d: activity.filter((row) => row['kind'] === 'claimApproved' && inLast(dayOfDoc(row as never), 30)).length,
    waitingApprovals: memberships.reduce((total, { pending }) => total + pending, 0),
    returningShare: members.size ? returning / members.size : 0,
    days,
  };
}

/** A small deterministic generator (mulberry32), so a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the owner's dashboard", () => {
  it('equals a full recount after a random sequence of operations over weeks', { timeout: 240_000 }, async () => {
    const seed = Number(process.env['STATS_SEED'] ?? Date.now() % 100_000);
    const next = random(seed);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    const { browser: owner } = await signedInOwner(server);
    const { restaurantUid, resId } = await createdRestaurant(owner, { minimumSpend: 300 });
    const cashier = (await hiredStaff(server, owner, restaurantUid)).browser;
    // Everyone signs in now: sign-ins must be fresh by the server's clock, which the sequence moves on.
    const people = await Promise.all(Array.from({ length: 8 }, () => signedInCustomer(server)));
    const joined = new Map<string, { browser: TestBrowser; cusId: string }>();
    const log: string[] = [];

    const queue = async () =>
      (await cashier.graphql('{ staffQueue { claims { id } requests { id } } }')).body.data?.['staffQueue'] as {
        claims: { id: string }[];
        requests: { id: string }[];
      };
    const steps: Record<string, () => Promise<unknown>> = {
      join: async () => {
        const person = pick(people.filter((candidate) => !joined.has(candidate.uid)).concat(people[0]!));
        if (joined.has(person.uid)) return;
        const added = await person.browser.post('/api/v1/customer/add-restaurant', { resId });
        joined.set(person.uid, { browser: person.browser, cusId: (added.body['result'] as { cusId: string }).cusId });
      },
      leave: async () => {
        if (joined.size < 3) return;
        const uid = pick([...joined.keys()]);
        await joined.get(uid)!.browser.request('DELETE', `/api/v1/customer/delete-restaurant/${restaurantUid}`);
        joined.delete(uid);
      },
      credit: async () => {
        if (!joined.size) return;
        await cashier.graphql(CREDIT, { cusId: pick([...joined.values()]).cusId, pin: '4321', amount: 50 + Math.floor(next() * 400) });
      },
      claim: async () =>
        joined.size && pick([...joined.values()]).browser.post('/api/v1/customer/claim-reward', { restaurantUid, platform: 'In-Store' }),
      request: async () =>
        joined.size && pick([...joined.values()]).browser.post('/api/v1/customer/request-points', { restaurantUid, platform: 'Zomato' }),
      decideClaim: async () => {
        const { claims } = await queue();
        if (claims.length) await cashier.graphql(next() < 0.7 ? APPROVE_CLAIM : REJECT_CLAIM, { id: pick(claims).id });
      },
      decideRequest: async () => {
        const { requests } = await queue();
        if (!requests.length) return;
        const item = pick(requests);
        await (next() < 0.7
          ? cashier.graphql(APPROVE_REQUEST, { id: item.id, points: 10 + Math.floor(next() * 200) })
          : cashier.graphql(REJECT_REQUEST, { id: item.id }));
      },
      days: () => Promise.resolve(clock.advance(Math.floor(next() * 9) * DAY + Math.floor(next() * DAY))),
    };
    const weights: [string, number][] = [
      ['join', 4],
      ['leave', 1],
      ['credit', 6],
      ['claim', 2],
      ['request', 2],
      ['decideClaim', 2],
      ['decideRequest', 2],
      ['days', 2],
    ];
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
    for (let step = 0; step < 90; step += 1) {
      let roll = next() * total;
      const [name] = weights.find(([, weight]) => (roll -= weight) < 0)!;
      log.push(name);
      await steps[name]!();
      if (step % 30 === 29) {
        const dashboard = (await owner.graphql(DASHBOARD, { restaurantUid })).body.data?.['restaurantDashboard'];
        expect(dashboard, `seed ${seed} after ${log.join(' ')}`).toEqual(await recount(server.firebase.db, restaurantUid, clock.now()));
      }
    }
    // And as the days pass with nothing happening, returning members drop out when their 30 days are over.
    for (const days of [10, 25]) {
      clock.advance(days * DAY);
      const dashboard = (await owner.graphql(DASHBOARD, { restaurantUid })).body.data?.['restaurantDashboard'];
      expect(dashboard, `seed ${seed}, ${days} quiet days later`).toEqual(await recount(server.firebase.db, restaurantUid, clock.now()));
    }
  });
});
