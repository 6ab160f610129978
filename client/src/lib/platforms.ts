import { translate } from './i18n';

/** The platform of an in-store claim or credit as the server stores and answers it (the API value never changes). */
export const IN_STORE_PLATFORM = 'In-Store';

/**
 * A claim's, request's or history row's platform as the customer reads it: In-Store in the app's language;
 * every other platform (Zomato, Swiggy, or whatever the customer typed) as it was typed.
 */
export function displayPlatform(platform: string, t: (key: 'common.inStore') => string = translate): string {
  return platform === IN_STORE_PLATFORM ? t('common.inStore') : platform;
}
