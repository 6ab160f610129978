import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { SessionUser } from './domain/customer.js';
import { type Clock, systemClock } from './services/clock.js';
import { createCustomerService } from './services/customers.js';
import { createMembershipService } from './services/memberships.js';
import { createMembershipFeed } from './services/membership-feed.js';
import { createRewardsService } from './services/rewards.js';
import { createStaffService } from './services/staff.js';
import { createSessionService } from './services/sessions.js';

export interface ServiceDeps {
  auth: Auth;
  db: Firestore;
  clock?: Clock;
}

/** Builds every service from injected Firestore, Auth and clock; shared by REST and GraphQL. */
export function createServices({ auth, db, clock = systemClock }: ServiceDeps) {
  const now = () => clock.now();
  return {
    sessions: createSessionService({ auth, now }),
    customers: createCustomerService({ db, now }),
    memberships: createMembershipService({ db, now }),
    membershipFeed: createMembershipFeed({ db }),
    rewards: createRewardsService({ db, now }),
    staff: createStaffService({ db, now }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** What every GraphQL resolver receives. `user` is null when the request has no valid session. */
export interface GraphQLContext {
  services: Services;
  user: SessionUser | null;
}
