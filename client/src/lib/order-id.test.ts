import { orderIdSchema } from '@foodspot/schema/validation';
import { describe, expect, it } from 'vitest';
import { checkOrderId, normaliseOrderId, orderIdPlatform, shortOrderId } from './order-id';

describe('order IDs as the form checks them (issue 24)', () => {
  it('normalises as orderIdSchema does: #, spaces, separators and leading zeros dropped, upper case', () => {
    for (const typed of ['#4567 8901', ' 4567-8901 ', '0045_67.8901', 'ab-12 cd', '#12', 'x'.repeat(31), '##1234', '12 34 56 78']) {
      const shared = orderIdSchema.safeParse(typed);
      const ours = normaliseOrderId(typed);
      if (shared.success) expect(ours).toBe(shared.data);
      else expect(checkOrderId('Magicpin', typed).ok && ours !== '').toBe(false);
    }
  });

  it('requires an ID in the platform’s format for Zomato and Swiggy, whatever the case of the platform typed', () => {
    expect(orderIdPlatform(' zomato ')).toBe('Zomato');
    expect(orderIdPlatform('SWIGGY')).toBe('Swiggy');
    expect(orderIdPlatform('Magicpin')).toBeNull();
    expect(checkOrderId('Zomato', '')).toEqual({ ok: false, problem: 'required', platform: 'Zomato', example: '7012345678' });
    expect(checkOrderId('zomato', '#7012 345-678')).toEqual({ ok: true, orderId: '7012345678' });
    expect(checkOrderId('Zomato', '1234567')).toMatchObject({ ok: false, problem: 'format' });
    // One order, one form: leading zeros and separators go before the format is checked, so 11 or 12 digits are refused.
    expect(checkOrderId('Zomato', '007323057103')).toEqual({ ok: true, orderId: '7323057103' });
    expect(checkOrderId('Zomato', '73230571031')).toMatchObject({ ok: false, problem: 'format' });
    expect(checkOrderId('Zomato', '732305710312')).toMatchObject({ ok: false, problem: 'format' });
    expect(checkOrderId('Swiggy', '0168-9123 4567 8901')).toEqual({ ok: true, orderId: '168912345678901' });
    expect(checkOrderId('Swiggy', '7012345678')).toMatchObject({ ok: false, problem: 'format', example: '168912345678901' });
    expect(checkOrderId('Swiggy', 'AB12345678')).toMatchObject({ ok: false, problem: 'format' });
  });

  it('leaves it out for any other platform: one that is given is refused (only Zomato and Swiggy orders have one)', () => {
    expect(checkOrderId('Magicpin', '  ')).toEqual({ ok: true, orderId: undefined });
    expect(checkOrderId('Magicpin', 'mp-1234')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkOrderId('Magicpin', '12')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('shortens an ID to its first 4 characters for lists', () => {
    expect(shortOrderId('7012345678')).toBe('7012…');
    expect(shortOrderId('7012')).toBe('7012');
  });
});
