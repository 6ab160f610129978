import type { Auth } from 'firebase-admin/auth';
import type { Logger } from 'pino';
import type { RowBudget } from './graphql/limits.js';
import type { Firestore } from 'firebase-admin/firestore';
import type { SessionUser } from './domain/customer.js';
import { type Clock, systemClock } from './services/clock.js';
import { createCustomerService } from './services/customers.js';
import { createMembershipService } from './services/memberships.js';
import { createMembershipFeed } from './services/membership-feed.js';
import { createRateLimits, type RateLimitSettings } from './services/rate-limits.js';
import { createRewardsService } from './services/rewards.js';
import { createStaffService } from './services/staff.js';
import { createTransactionRunner } from './services/transactions.js';
import { createSessionService } from './services/sessions.js';

export interface ServiceDeps {
  auth: Auth;
  db: Firestore;
  clock?: Clock;
  /** Per-account request limits (from the config); the production defaults when omitted. */
  rateLimits?: RateLimitSettings;
}

/** Builds every service from injected Firestore, Auth and clock; shared by REST and GraphQL. */
export function createServices({ auth, db, clock = systemClock, rateLimits: limits }: ServiceDeps) {
  const now = () => clock.now();
  // One runner per process: writers of the same document take turns across all services.
  const transactions = createTransactionRunner({ db });
  const membershipFeed = createMembershipFeed({ db });
  // One limiter per process: REST routes and GraphQL mutations spend the same per-account budgets.
  const rateLimits = createRateLimits(limits);
  return {
    rateLimits,
    sessions: createSessionService({ auth, now }),
    customers: createCustomerService({ db, now, transactions }),
    memberships: createMembershipService({ db, now, transactions, feed: membershipFeed }),
    membershipFeed,
    rewards: createRewardsService({ db, now, transactions }),
    staff: createStaffService({ db, now, transactions, rateLimits }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** What every GraphQL resolver receives. `user` is null when the request has no valid session. */
export interface GraphQLContext {
  services: Services;
  user: SessionUser | null;
  /** Names this request (HTTP) or socket (WebSocket) in the log and in internal errors. */
  requestId: string;
  log: Logger;
  /** History rows this operation may still ask for (list sizes count toward its cost). */
  historyRows: RowBudget;
}
