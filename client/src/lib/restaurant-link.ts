/**
 * The link that adds a restaurant to a customer's list: `/home/add-restaurant?resId=FS1001`. The staff
 * console prints it as a QR poster; the Add Restaurant page reads it.
 */
export const ADD_RESTAURANT_PATH = '/home/add-restaurant';
export const RESTAURANT_ID_PARAM = 'resId';

/** The absolute link for `resId` on this app's origin (what a phone camera opens from the poster). */
export function addRestaurantLink(origin: string, resId: string): string {
  const url = new URL(ADD_RESTAURANT_PATH, origin);
  url.searchParams.set(RESTAURANT_ID_PARAM, resId);
  return url.href;
}
