import { describe, expect, it } from 'vitest';
import { isIndianMobileNumber, nationalMobileNumber, readablePhone } from './phone.js';

describe('nationalMobileNumber', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['98765.43210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['[98765] 43210', '9876543210'],
    [' 98765\u00a043210 ', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+91 (98765) 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['09876543210', '9876543210'],
  ])('%j -> %j', (typed, national) => {
    expect(nationalMobileNumber(typed)).toBe(national);
  });

  it('keeps a number that only starts like a prefix', () => {
    // 10 digits already: 91 and 0 here are part of the number.
    expect(nationalMobileNumber('9123456789')).toBe('9123456789');
    expect(nationalMobileNumber('0123456789')).toBe('0123456789');
  });

  it('leaves anything else to the provider, separators removed', () => {
    expect(nationalMobileNumber('')).toBe('');
    expect(nationalMobileNumber('123')).toBe('123');
    expect(nationalMobileNumber('+91 98765 4321')).toBe('+91987654321');
    expect(nationalMobileNumber('+1 (650) 555-0101')).toBe('+16505550101');
    expect(nationalMobileNumber('98765 abcde')).toBe('98765abcde');
  });
});

describe('isIndianMobileNumber', () => {
  it.each(['9876543210', '6000000000', '7012345678', '8123456789'])('takes %j', (national) => {
    expect(isIndianMobileNumber(national)).toBe(true);
  });

  it.each(['', '12345', 'abcdefghij', '987654321', '98765432100', '0123456789', '5123456789', '+16505550101', '98765abcde'])(
    'refuses %j',
    (national) => {
      expect(isIndianMobileNumber(national)).toBe(false);
    },
  );
});

describe('readablePhone', () => {
  it('spaces an Indian mobile number as people read it, and leaves anything else as it is', () => {
    expect(readablePhone('+919876543210')).toBe('+91 98765 43210');
    for (const other of ['+16505550101', '9876543210', '+9198765432101', '']) expect(readablePhone(other)).toBe(other);
  });
});
