import { z } from 'zod';

// Input schemas shared by the client forms and the BFF, so both sides agree on what is valid.

const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const pinSchema = z
  .string({ error: 'PIN is required' })
  .regex(/^\d{4}$/, 'PIN must be exactly 4 digits');

export const profileInputSchema = z.object({
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  phone: requiredText('Phone', 20),
  // Optional: an empty field means "no email"; anything else must be an email address.
  email: z
    .string()
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email('Email must be a valid email address').nullable()),
  pin: pinSchema,
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** POST /customer/save also carries the role, which is fixed for this app. */
export const saveProfileBodySchema = profileInputSchema.extend({
  role: z.literal('customer', { error: 'role must be customer' }).optional(),
});

export const loginMethodSchema = z.enum(['phone', 'email'], {
  error: 'method must be phone or email',
});

export const loginBodySchema = z.object({
  idToken: z.string({ error: 'idToken is required' }).min(1, 'idToken is required').max(4096),
  method: loginMethodSchema,
});

export const signupBodySchema = loginBodySchema.pick({ idToken: true });

/** The spellings the product shows for the platforms it knows; anything else is kept as typed. */
const KNOWN_PLATFORMS = ['In-Store', 'Zomato', 'Swiggy'] as const;

export const platformSchema = z
  .string({ error: 'Platform is required' })
  .trim()
  .min(1, 'Platform is required')
  .max(40, 'Platform must be at most 40 characters')
  .transform((value) => KNOWN_PLATFORMS.find((known) => known.toLowerCase() === value.toLowerCase()) ?? value);

export const resIdSchema = z
  .string({ error: 'Restaurant ID is required' })
  .trim()
  .min(1, 'Restaurant ID is required')
  .max(40, 'Restaurant ID must be at most 40 characters')
  .transform((value) => value.toUpperCase());

export const addRestaurantBodySchema = z.object({ resId: resIdSchema });

/** Restaurant uids are Firestore document ids: no slashes, bounded length. */
export const restaurantUidSchema = z
  .string({ error: 'restaurantUid is required' })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'restaurantUid is not valid');

export const platformBodySchema = z.object({ platform: platformSchema, restaurantUid: restaurantUidSchema });
