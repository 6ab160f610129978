/** The country code of every phone login: fixed, shown before the input (spec section 9). */
export const INDIA_COUNTRY_CODE = '+91';

const SEPARATORS = /[\s\-.()[\]]/g;
const NATIONAL_NUMBER = /^\d{10}$/;
// A typed country code (with or without +) or the trunk 0 Indians dial before a mobile number.
const TYPED_PREFIXES = ['+91', '91', '0'];

/**
 * The national number to put after the fixed +91, from what a person typed: spaces, dashes, dots
 * and brackets removed, and a typed +91, 91 or leading 0 dropped when 10 digits remain. Not a
 * format check (spec section 5 leaves that to the authentication provider): anything else stays.
 */
export function nationalMobileNumber(typed: string): string {
  const compact = typed.replace(SEPARATORS, '');
  for (const prefix of TYPED_PREFIXES) {
    const rest = compact.slice(prefix.length);
    if (compact.startsWith(prefix) && NATIONAL_NUMBER.test(rest)) return rest;
  }
  return compact;
}

// An Indian mobile number: 10 digits, the first 6, 7, 8 or 9 (landlines and service numbers start otherwise).
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * Whether a national number (what `nationalMobileNumber` made of the typed text) is an Indian mobile number: the
 * phone login checks this before it asks for an OTP, so "12345" or "abcdefghij" never reaches the provider.
 */
export const isIndianMobileNumber = (national: string): boolean => INDIAN_MOBILE.test(national);

/** "+91 98765 43210": an Indian mobile number as a person reads it (anything else as it is). */
export const readablePhone = (phone: string): string => phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');
