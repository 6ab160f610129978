import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmPhoneOtp, sendPhoneOtp, type ConfirmationResult } from '../../lib/firebase-auth';
import { renderWithRouter } from '../../test/render-app';
import { otpDigits, PhoneLoginForm } from './phone-login-form';

const confirmation = { verificationId: 'v-1', confirm: vi.fn() } as unknown as ConfirmationResult;
type GetCredential = (options: CredentialRequestOptions & { otp?: { transport: string[] } }) => Promise<unknown>;

beforeEach(() => {
  vi.mocked(sendPhoneOtp).mockResolvedValue(confirmation);
  // The server login is not under test here: confirming fails, so the form stays.
  vi.mocked(confirmPhoneOtp).mockRejectedValue(
    Object.assign(new Error('Firebase: Error (auth/invalid-verification-code).'), { code: 'auth/invalid-verification-code' }),
  );
});

/** A browser with WebOTP: `OTPCredential` exists and `navigator.credentials.get` answers as `get` does. */
function withWebOtp(get: GetCredential) {
  const spy = vi.fn(get);
  vi.stubGlobal('OTPCredential', class OTPCredential {});
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: spy } });
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

async function sendCode() {
  const user = userEvent.setup();
  const view = renderWithRouter(<PhoneLoginForm />);
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  const otp = await screen.findByLabelText('OTP');
  return { user, otp, ...view };
}

describe('OTP field', () => {
  it('asks the keyboard for digits and offers the SMS code (autocomplete one-time-code)', async () => {
    const { otp } = await sendCode();
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('takes a pasted code with spaces or dashes as its 6 digits', async () => {
    const { user, otp } = await sendCode();
    await user.click(otp);
    await user.paste('123 456');
    expect(otp).toHaveValue('123456');

    await user.clear(otp);
    await user.paste(' 654-321 ');
    expect(otp).toHaveValue('654321');

    // Whatever comes with it (a whole SMS pasted), only the first 6 digits count.
    fireEvent.change(otp, { target: { value: 'Code: 111 222 333' } });
    expect(otp).toHaveValue('111222');

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(confirmPhoneOtp).toHaveBeenCalledWith(confirmation, '111222');
  });

  it('otpDigits keeps digits only, at most 6', () => {
    expect(otpDigits('123 456')).toBe('123456');
    expect(otpDigits('12-34-56-78')).toBe('123456');
    expect(otpDigits('abc')).toBe('');
  });
});

describe('WebOTP', () => {
  it('fills the code the browser reads from the SMS and verifies it', async () => {
    const get = withWebOtp(() => Promise.resolve({ type: 'otp', id: '', code: '482913' }));
    const { otp } = await sendCode();

    await waitFor(() => expect(otp).toHaveValue('482913'));
    expect(get).toHaveBeenCalledTimes(1);
    const options = get.mock.calls[0]![0];
    expect(options.otp).toEqual({ transport: ['sms'] });
    expect(options.signal).toBeInstanceOf(AbortSignal);
    await waitFor(() => expect(confirmPhoneOtp).toHaveBeenCalledWith(confirmation, '482913'));
  });

  it('stops waiting for the SMS when the customer types, and when the form goes', async () => {
    const signals: AbortSignal[] = [];
    withWebOtp(({ signal }) => {
      signals.push(signal!);
      return new Promise((_resolve, reject) => signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const first = await sendCode();
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);
    await first.user.type(first.otp, '1');
    expect(signals[0]!.aborted).toBe(true);
    expect(first.otp).toHaveValue('1');
    first.unmount();

    const second = await sendCode();
    await waitFor(() => expect(signals).toHaveLength(2));
    second.unmount();
    expect(signals[1]!.aborted).toBe(true);
  });

  it('does nothing where the browser has no WebOTP', async () => {
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get } });
    const { otp } = await sendCode();
    expect(otp).toHaveValue('');
    expect(get).not.toHaveBeenCalled();
  });
});
