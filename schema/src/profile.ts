import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { PHONE_INVALID } from './rules.js';
import { optionalText, pinSchema, requiredText, visibleText } from './validation.js';

// The profile's input, shared by the profile form and the BFF. Its own module: the phone rule brings
// libphonenumber-js and its mobile metadata (about 25 KB compressed), which only /profile and the BFF need.

/**
 * The profile's phone: a mobile number, Indian unless it says otherwise (+44 …), typed with or without
 * spaces, dashes, brackets, +91 or a leading 0; stored in E.164 (+919876543210) like the login numbers.
 */
export const profilePhoneSchema = requiredText('Phone', 20).transform((typed, context) => {
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: 'IN', extract: false });
  if (parsed?.isValid()) return parsed.number;
  context.addIssue({ code: 'custom', message: PHONE_INVALID });
  return z.NEVER;
});

/** A person's name: required, at most 50 characters, and only characters that show as what they are. */
const personName = (label: string) => visibleText(label, 50);

export const profileInputSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  phone: profilePhoneSchema,
  // Optional: an empty field means "no email"; anything else must be an email address.
  email: optionalText('Email', 254).pipe(z.email('Email must be a valid email address').nullable()),
  pin: pinSchema,
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/**
 * What the profile form checks before sending. The spec has no client check of the email format: the
 * server checks it (profileInputSchema) and the form shows the server's message.
 */
export const profileFormSchema = profileInputSchema.extend({ email: optionalText('Email', 254) });

/** POST /customer/save also carries the role, which is fixed for this app. */
export const saveProfileBodySchema = profileInputSchema.extend({
  role: z.literal('customer', { error: 'role must be customer' }).optional(),
});
