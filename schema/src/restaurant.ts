import { z } from 'zod';
import { MAX_MINIMUM_SPEND, MAX_POINTS_PER_ACTION, RESTAURANT_PHONE_INVALID } from './rules.js';
import { documentIdSchema, requiredText, visibleText } from './validation.js';

// What an owner types about a restaurant, shared by the owner area's forms and the BFF.

const SEPARATORS = /[\s\-.()]/g;
// An Indian number with its area code: a mobile (10 digits from 6-9) or a landline (STD code and number, 10 digits
// without the trunk 0), with or without +91 or the trunk 0 in front.
const INDIAN_PHONE = /^(?:\+91|0)?[1-9]\d{9}$/;

/** A restaurant's phone, kept as the owner wrote it (customers read and dial it), checked as an Indian number. */
export const restaurantPhoneSchema = requiredText('Phone', 20).refine(
  (typed) => INDIAN_PHONE.test(typed.replace(SEPARATORS, '')),
  RESTAURANT_PHONE_INVALID,
);

const minimumSpendMessage = `Points for the reward must be a whole number from 1 to ${MAX_MINIMUM_SPEND.toLocaleString('en-IN')}`;
export const minimumSpendSchema = z
  .number({ error: minimumSpendMessage })
  .int(minimumSpendMessage)
  .min(1, minimumSpendMessage)
  .max(MAX_MINIMUM_SPEND, minimumSpendMessage);

const largeBillMessage = `Large bill limit must be a whole number of rupees from 1 to ${MAX_POINTS_PER_ACTION.toLocaleString('en-IN')}`;
export const largeBillThresholdSchema = z
  .number({ error: largeBillMessage })
  .int(largeBillMessage)
  .min(1, largeBillMessage)
  .max(MAX_POINTS_PER_ACTION, largeBillMessage);

export const restaurantInputSchema = z.object({
  name: visibleText('Restaurant name', 80),
  phone: restaurantPhoneSchema,
  city: visibleText('City', 60),
  reward: visibleText('Reward', 120),
  minimumSpend: minimumSpendSchema,
  /** Left out (or null): the default (DEFAULT_LARGE_BILL_THRESHOLD) for a new restaurant, unchanged for an existing one. */
  largeBillThreshold: largeBillThresholdSchema.nullish(),
});
export type RestaurantInput = z.infer<typeof restaurantInputSchema>;

/** A staff member's sign-in email, as the owner types it (kept in lower case: Firebase compares emails so). */
export const staffEmailSchema = requiredText('Email', 254)
  .transform((value) => value.toLowerCase())
  .pipe(z.email('Email must be a valid email address'));

/** Staff uids are Firebase Auth uids (letters and digits, at most 128). */
export const staffUidSchema = documentIdSchema('staffUid').refine((value) => /^[A-Za-z0-9_-]+$/.test(value), 'staffUid is not valid');

/** The `after` cursor of an activity page: the id of the last item shown. */
export const activityCursorSchema = documentIdSchema('after');
