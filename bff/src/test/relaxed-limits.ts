/**
 * Rate limits far above what any test file does, so the many logins from 127.0.0.1 and the bursts of the
 * contention tests are never refused. A file that tests a limit passes its own values (or
 * `PRODUCTION_LIMITS`) through `startTestServer({ env })`.
 */
export const RELAXED_LIMITS: Record<string, string> = {
  RATE_LIMIT_FAILED_SIGN_INS_PER_IP_PER_MIN: '1000000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MIN: '1000000',
  RATE_LIMIT_FLOOD_PER_IP_PER_MIN: '1000000',
  RATE_LIMIT_OTP_FEED_PER_MIN: '1000000',
  QUERY_COST_BURST: '1000000',
  QUERY_COST_PER_MIN: '1000000',
  RATE_LIMIT_ADD_RESTAURANT_PER_MIN: '1000000',
  RATE_LIMIT_CLAIMS_PER_MIN: '1000000',
  RATE_LIMIT_CREDITS_PER_MIN: '1000000',
  // Kept in Firestore per staff account, and the seeded staff accounts are shared by every test file.
  PIN_FAILURES_PER_STAFF: '1000000',
  // Kept in Firestore per owner account and day; the demo owner is shared by every test file.
  OWNER_RESTAURANTS_PER_DAY: '1000000',
  OWNER_STAFF_INVITES_PER_DAY: '1000000',
};
