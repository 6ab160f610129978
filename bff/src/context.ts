import type { Auth } from 'firebase-admin/auth';
import type { Logger } from 'pino';
import type { RowBudget } from './graphql/limits.js';
import type { Firestore } from 'firebase-admin/firestore';
import type { SessionUser } from './domain/customer.js';
import { type Clock, systemClock } from './services/clock.js';
import { type DocumentReader, directDocumentReader, operationDocumentReader } from './services/document-reader.js';
import { createCustomerService } from './services/customers.js';
import { createMembershipService } from './services/memberships.js';
import { createMembershipFeed } from './services/membership-feed.js';
import type { LimitStore } from './services/limit-store.js';
import { createRateLimits, type RateLimitSettings } from './services/rate-limits.js';
import { createRestaurantDirectory } from './services/restaurant-directory.js';
import { createPublicRestaurants } from './services/public-restaurants.js';
import { createRewardsService } from './services/rewards.js';
import { createStaffService } from './services/staff.js';
import { createStaffItemIds, DEV_STAFF_ID_SECRET } from './services/staff-item-ids.js';
import { createOwnerService, type OwnerLimits } from './services/owners.js';
import { createStaffInviteService } from './services/staff-invites.js';
import { MINIMUM_SPEND_NOTICE_DAYS } from '@foodspot/schema/rules';
import { createTransactionRunner } from './services/transactions.js';
import { createSessionService } from './services/sessions.js';
import { createAccountService, type DeletionStep } from './services/accounts.js';

export interface ServiceDeps {
  auth: Auth;
  db: Firestore;
  clock?: Clock;
  /** Per-account request limits (from the config); the production defaults when omitted. */
  rateLimits?: RateLimitSettings;
  /** Where the counters live (Redis when REDIS_URL is set); this process's memory when omitted. */
  limitStore?: LimitStore;
  /** The owner side's daily allowances and notice period (from the config); the production defaults when omitted. */
  owners?: OwnerLimits;
  /** The key of the till's opaque item ids (STAFF_ID_SECRET), the same on every replica; a fixed dev key when omitted. */
  staffIdSecret?: string;
  /** Tests only: stops an account deletion before a step, as a crash there would (services/accounts.ts). */
  beforeDeletionStep?: (step: DeletionStep) => void | Promise<void>;
}

const DEFAULT_OWNER_LIMITS: OwnerLimits = { restaurantsPerDay: 5, staffInvitesPerDay: 20, noticeDays: MINIMUM_SPEND_NOTICE_DAYS };

/** Builds every service from injected Firestore, Auth and clock; shared by REST and GraphQL. */
export function createServices({
  auth,
  db,
  clock = systemClock,
  rateLimits: limits,
  limitStore,
  owners = DEFAULT_OWNER_LIMITS,
  beforeDeletionStep,
  staffIdSecret = DEV_STAFF_ID_SECRET,
}: ServiceDeps) {
  const now = () => clock.now();
  // One runner per process: writers of the same document take turns across all services.
  const transactions = createTransactionRunner({ db });
  const membershipFeed = createMembershipFeed({ db });
  // One directory per process: restaurant documents read once and kept fresh by listeners.
  const restaurants = createRestaurantDirectory({ db });
  // One limiter per process: REST routes and GraphQL mutations spend the same per-account budgets.
  const rateLimits = createRateLimits(limits, clock, limitStore);
  const sessions = createSessionService({ auth, db, now });
  const shared = {
    /** The time every rule reads (rate limits, lockouts, session checks, dates written). */
    clock,
    rateLimits,
    sessions,
    membershipFeed,
    restaurants,
    /** What anyone may read without signing in (a restaurant's name by its public ID). */
    publicRestaurants: createPublicRestaurants({ db, restaurants }),
    rewards: createRewardsService({ db, now, transactions }),
    staff: createStaffService({ db, now, transactions, rateLimits, restaurants, itemIds: createStaffItemIds(staffIdSecret) }),
    owners: createOwnerService({ db, auth, now, transactions, sessions, limits: owners }),
    /** Set-password links of staff accounts: which account, and setting its password once. */
    staffInvites: createStaffInviteService({ db, auth, now, transactions, sessions }),
    /** The customer's rights over their data: download it, delete the account. */
    accounts: createAccountService({ db, auth, now, transactions, sessions, restaurants, beforeDeletionStep }),
  };
  /** The services that read customer screens' documents, with the given reader. */
  const readingWith = (readDocument: DocumentReader) => ({
    customers: createCustomerService({ db, now, transactions, readDocument }),
    memberships: createMembershipService({ db, now, transactions, feed: membershipFeed, restaurants, readDocument }),
  });
  return {
    ...shared,
    ...readingWith(directDocumentReader),
    /** For one GraphQL operation: its resolvers' reads are batched and each document read once (see operationDocumentReader). */
    forOperation: () => ({ ...shared, ...readingWith(operationDocumentReader(db)) }),
    /** Stops the directory's listeners and lets go of the limit store (the server calls it when it closes). */
    close: async () => {
      restaurants.close();
      sessions.close();
      await rateLimits.close();
    },
  };
}
export type Services = ReturnType<typeof createServices>;
/** What resolvers get: every service, with document reads shared by the operation's resolvers. */
export type OperationServices = ReturnType<Services['forOperation']>;

/** What every GraphQL resolver receives. `user` is null when the request has no valid session. */
export interface GraphQLContext {
  services: OperationServices;
  user: SessionUser | null;
  /** `user` checked with Firebase Auth now (requireFreshUser); `user` may rest on a check up to 30 s old (ADR 010). */
  freshUser: () => Promise<SessionUser>;
  /** Names this request (HTTP) or socket (WebSocket) in the log and in internal errors. */
  requestId: string;
  log: Logger;
  /** History rows this operation may still ask for (list sizes count toward its cost). */
  historyRows: RowBudget;
  /** The app's origin as the caller reached it (PUBLIC_ORIGIN when set): links handed out are absolute. */
  origin: string;
}
