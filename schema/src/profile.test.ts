import { describe, expect, it } from 'vitest';
import { profileInputSchema, profilePhoneSchema } from './profile.js';
import { PHONE_INVALID } from './rules.js';

describe("the profile's phone", () => {
  it.each(['98abc76543', '12345', '+91 12345 67890', '080 4567 8900', '5876543210', '9876543210x', 'call 9876543210', '+9198765432101', ''])(
    'refuses %j with a sentence a person can read',
    (typed) => {
      const parsed = profilePhoneSchema.safeParse(typed);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(typed === '' ? 'Phone is required' : PHONE_INVALID);
    },
  );

  it.each([
    ['9876543210', '+919876543210'],
    [' 98765 43210 ', '+919876543210'],
    ['98765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['6300123456', '+916300123456'],
    ['+44 7911 123456', '+447911123456'],
  ])('takes %j as the mobile number %s (E.164, like the login numbers)', (typed, stored) => {
    expect(profilePhoneSchema.parse(typed)).toBe(stored);
  });

  it('is the rule of the whole profile input', () => {
    const profile = { firstName: 'Asha', lastName: 'Rao', phone: '12345', email: null, pin: '4321' };
    expect(profileInputSchema.safeParse(profile).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['phone'], PHONE_INVALID]]);
    expect(profileInputSchema.parse({ ...profile, phone: '98765 43210' }).phone).toBe('+919876543210');
  });
});

describe("the profile's names", () => {
  it.each(['A\u0000', 'Asha\nRao', '\u202Eoar', 'Ra\u2066o', 'Asha\u0085'])('refuse %j: characters that hide what a name is', (firstName) => {
    const parsed = profileInputSchema.safeParse({ firstName, lastName: 'Rao', phone: '9876543210', email: null, pin: '4321' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['First name contains characters that are not valid text']);
  });

  it.each(['आशा', 'Zoë', "D'Souza", 'Ravi Kumar', '李'])('take %j', (firstName) => {
    expect(profileInputSchema.parse({ firstName, lastName: 'Rao', phone: '9876543210', email: null, pin: '4321' }).firstName).toBe(firstName);
  });
});
