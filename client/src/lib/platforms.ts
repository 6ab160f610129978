import { translate } from './i18n';

/** The platform of an in-store claim or credit as the server stores and answers it (the API value never changes). */
export const IN_STORE_PLATFORM = 'In-Store';

/** The platform of the history row a cashier's Undo writes (minus the credit's points): never typed by a customer. */
export const CREDIT_REVERSED_PLATFORM = 'Credit reversed';

/**
 * A claim's, request's or history row's platform as the customer (or the cashier) reads it: In-Store and Credit
 * reversed in the app's language; every other platform (Zomato, Swiggy, or whatever the customer typed) as it was typed.
 */
export function displayPlatform(platform: string, t: (key: 'common.inStore' | 'common.creditReversed') => string = translate): string {
  if (platform === IN_STORE_PLATFORM) return t('common.inStore');
  if (platform === CREDIT_REVERSED_PLATFORM) return t('common.creditReversed');
  return platform;
}
