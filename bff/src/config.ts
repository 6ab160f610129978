import { MINIMUM_SPEND_NOTICE_DAYS } from '@foodspot/schema/rules';
import type { OwnerLimits } from './services/owners.js';
import type { ClientConfig } from '@foodspot/schema/client-config';
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEV_STAFF_ID_SECRET } from './services/staff-item-ids.js';

/** A per-minute (or per-window) limit from the environment: a whole number, with a production default. */
const limit = (productionDefault: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(productionDefault);

/** Express's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies in front may name the client's address in X-Forwarded-For: a hop count ("1": Cloud Run's
 * front end), or addresses and CIDR ranges separated by commas. "0" trusts none (the address is the TCP
 * peer's). `true` is refused: it would let anyone pick their own address by sending the header.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be a hop count (e.g. 1) or addresses and CIDR ranges separated by commas; not ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
    });
    return z.NEVER;
  });

/**
 * Everything the BFF reads from the environment, parsed once at start-up.
 * `local` runs against the Firebase emulators; `production` against a real project.
 */
const envSchema = z
  .object({
    APP_MODE: z.enum(['local', 'production']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    FIREBASE_PROJECT_ID: z.string().min(1, 'FIREBASE_PROJECT_ID is required'),
    FIREBASE_WEB_API_KEY: z.string().min(1, 'FIREBASE_WEB_API_KEY is required'),
    FIREBASE_AUTH_DOMAIN: z.string().optional(),
    FIREBASE_APP_ID: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    FIRESTORE_EMULATOR_HOST: z.string().optional(),
    CSRF_SECRET: z.string().min(32, 'CSRF_SECRET must be at least 32 characters'),
    /** Seals the ids the till gets for queue items and credits (services/staff-item-ids.ts); required in production. */
    STAFF_ID_SECRET: z.string().min(32, 'STAFF_ID_SECRET must be at least 32 characters').optional(),
    SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an email address').default('support@foodspot.in'),
    SUPPORT_PHONE: z.string().min(1).default('+91 80 4567 8900'),
    /** The grievance officer of the privacy notice (/privacy) and Contact Us: a name (or role) and an email address. */
    GRIEVANCE_OFFICER_NAME: z
      .string()
      .trim()
      .min(1, 'GRIEVANCE_OFFICER_NAME must not be empty')
      .max(100)
      .default('Grievance Officer, Foodspot Rewards'),
    GRIEVANCE_OFFICER_EMAIL: z.email('GRIEVANCE_OFFICER_EMAIL must be an email address').default('grievance@foodspot.in'),
    /** The app's own origin, for the WebSocket Origin check; defaults to the Host of the request. */
    PUBLIC_ORIGIN: z.url().optional(),
    CLIENT_DIST: z.string().optional(),
    /** Bearer token that GET /metrics on PORT requires; unset, /metrics is open in local mode and not served in production. */
    METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
    /** A second port that serves only GET /metrics, without a token: for a scraper beside the BFF (Cloud Run's sidecar). */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /**
     * Where METRICS_PORT listens: this machine only by default (Cloud Run's sidecar shares the instance's localhost);
     * `0.0.0.0` for a scraper on another host (a Kubernetes Prometheus scraping the pod), behind a firewall.
     */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where every replica keeps its rate-limit counters (redis:// or rediss://); unset, each counts in its own memory. */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
    /** The proxies in front (see trustProxySchema); unset: none in production, one (a dev proxy) locally. */
    TRUST_PROXY: trustProxySchema.optional(),
    // Rate limits (README "Limits"): requests per minute unless named otherwise; shared by replicas through REDIS_URL.
    /** Per IP: failed sign-ins (login, signup, staff and owner login, sync-session); a shared network holds many people. */
    RATE_LIMIT_FAILED_SIGN_INS_PER_IP_PER_MIN: limit(300),
    /** Per account (the uid the ID token proves): sessions started by login, signup, staff login, sync-session. */
    RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MIN: limit(10),
    /** Per IP, a flood guard only: GET /csrf/token, a restaurant's public name, and the REST writes, each counted apart. */
    RATE_LIMIT_FLOOD_PER_IP_PER_MIN: limit(6000),
    /** Per IP: local mode's OTP feed (the login page polls it once a second for ~15 s). */
    RATE_LIMIT_OTP_FEED_PER_MIN: limit(120),
    /** Per account: the query-cost bucket's size (an operation costs 1 plus the list rows it asks for). */
    QUERY_COST_BURST: limit(2000),
    /** Per account: how much query cost the bucket drains a minute. */
    QUERY_COST_PER_MIN: limit(2000),
    /** Per account: addRestaurant over REST and GraphQL together. */
    RATE_LIMIT_ADD_RESTAURANT_PER_MIN: limit(30),
    /** Per account: claim-reward and request-points over REST and GraphQL together. */
    RATE_LIMIT_CLAIMS_PER_MIN: limit(20),
    /** Per staff account: creditInStore. */
    RATE_LIMIT_CREDITS_PER_MIN: limit(120),
    /** Per staff account, kept in Firestore: wrong PINs and unknown Customer IDs in 15 minutes before crediting pauses for 15 minutes. */
    PIN_FAILURES_PER_STAFF: limit(30),
    /** Per owner account and day (Asia/Kolkata), kept in Firestore: restaurants created. */
    OWNER_RESTAURANTS_PER_DAY: limit(5),
    /** Per owner account and day, kept in Firestore: staff added (each a new set-password link). */
    OWNER_STAFF_INVITES_PER_DAY: limit(20),
    /**
     * At start, the server finishes account deletions a stopped process began (docs/privacy.md) once they are this
     * old (ms). 0 in production: a job taken twice is done twice, harmlessly. The tests' many servers wait, so a test
     * that stops a deletion on purpose sees it as it left it.
     */
    DELETION_RESUME_AFTER_MS: z.coerce.number().int().min(0).default(0),
    /** Days between an owner announcing a dearer reward and its taking effect (ADR 014). */
    MINIMUM_SPEND_NOTICE_DAYS: z.coerce.number().int().min(0).max(365).default(MINIMUM_SPEND_NOTICE_DAYS),
    /**
     * Trusted documents (docs/decisions/017): `only` runs the client's own operations only (by id, or a text whose id is
     * in the manifest codegen writes), `off` runs any operation too (the playground). Unset: `only` in production,
     * `off` in local mode.
     */
    TRUSTED_DOCUMENTS: z.enum(['only', 'off']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'METRICS_PORT must differ from PORT' });
    }
    if (env.APP_MODE === 'production') {
      if (!env.PUBLIC_ORIGIN) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_ORIGIN'],
          message:
            "PUBLIC_ORIGIN is required in production (the app's public origin, e.g. https://rewards.example.in): WebSocket upgrades and the links handed out must not follow the request's Host header",
        });
      }
      if (!env.STAFF_ID_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['STAFF_ID_SECRET'],
          message: 'STAFF_ID_SECRET is required in production (32+ random characters, the same on every replica)',
        });
      }
      for (const key of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'] as const) {
        if (env[key]) {
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} must not be set in production` });
        }
      }
    } else if (!env.FIREBASE_AUTH_EMULATOR_HOST || !env.FIRESTORE_EMULATOR_HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_MODE'],
        message: 'local mode needs FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST',
      });
    }
  })
  .transform((env) => ({
    ...env,
    // Local mode only (production refuses to start without it): a fixed key, so every local replica agrees.
    STAFF_ID_SECRET: env.STAFF_ID_SECRET ?? DEV_STAFF_ID_SECRET,
    TRUSTED_DOCUMENTS: env.TRUSTED_DOCUMENTS ?? (env.APP_MODE === 'production' ? 'only' : 'off'),
  }));

export type Config = z.infer<typeof envSchema>;

/** Express's `trust proxy` of the config: TRUST_PROXY, else none in production and one hop locally. */
export const trustProxyOf = (config: Config): number | string[] => config.TRUST_PROXY ?? (config.APP_MODE === 'local' ? 1 : 0);

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

/** The limits the services enforce (per account, and the per-staff PIN guesses), from the config. */
export function accountRateLimits(config: Config) {
  return {
    loginPerMin: config.RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MIN,
    addRestaurantPerMin: config.RATE_LIMIT_ADD_RESTAURANT_PER_MIN,
    claimsPerMin: config.RATE_LIMIT_CLAIMS_PER_MIN,
    creditsPerMin: config.RATE_LIMIT_CREDITS_PER_MIN,
    pinFailuresPerStaff: config.PIN_FAILURES_PER_STAFF,
    queryCostBurst: config.QUERY_COST_BURST,
    queryCostPerMin: config.QUERY_COST_PER_MIN,
  };
}

/** The owner side's daily allowances and notice period. */
export function ownerLimits(config: Config): OwnerLimits {
  return {
    restaurantsPerDay: config.OWNER_RESTAURANTS_PER_DAY,
    staffInvitesPerDay: config.OWNER_STAFF_INVITES_PER_DAY,
    noticeDays: config.MINIMUM_SPEND_NOTICE_DAYS,
  };
}

/** What the browser needs at run time; served inside index.html, never baked into the build. */
export function publicClientConfig(config: Config): ClientConfig {
  return {
    mode: config.APP_MODE,
    firebase: {
      apiKey: config.FIREBASE_WEB_API_KEY,
      authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: config.FIREBASE_PROJECT_ID,
      ...(config.FIREBASE_APP_ID ? { appId: config.FIREBASE_APP_ID } : {}),
    },
    authEmulatorUrl: config.FIREBASE_AUTH_EMULATOR_HOST ? `http://${config.FIREBASE_AUTH_EMULATOR_HOST}` : null,
    support: { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE },
    grievance: { name: config.GRIEVANCE_OFFICER_NAME, email: config.GRIEVANCE_OFFICER_EMAIL },
  };
}
export type PublicClientConfig = ClientConfig;
