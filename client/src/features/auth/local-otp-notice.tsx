import { useEffect, useState } from 'react';
import { apiFetch, readJson } from '../../lib/api';

const POLL_INTERVAL_MS = 1000;
const POLL_ATTEMPTS = 15;

interface LocalOtpNoticeProps {
  /** The number the last OTP was sent to (E.164), or null before the first send. */
  phoneNumber: string | null;
  /** Changes on every send, so a resend looks the code up again. */
  requestId: number;
}

type Lookup = { requestId: number; code: string | null };

/**
 * Local mode only (the caller renders it only then): no SMS is sent by the Auth emulator, so after
 * Send OTP this polls GET /api/v1/local/last-otp every second for ~15 s until the code for the number appears.
 */
export function LocalOtpNotice({ phoneNumber, requestId }: LocalOtpNoticeProps) {
  const [lookup, setLookup] = useState<Lookup | null>(null);

  useEffect(() => {
    if (!phoneNumber || requestId === 0) return;
    let cancelled = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      attempts += 1;
      try {
        const response = await apiFetch('/local/last-otp');
        const body = response.ok ? await readJson(response) : null;
        if (typeof body === 'object' && body !== null) {
          const { phoneNumber: issuedTo, code } = body as Record<string, unknown>;
          if (issuedTo === phoneNumber && typeof code === 'string' && code !== '') {
            if (!cancelled) setLookup({ requestId, code });
            return;
          }
        }
      } catch (error) {
        console.error('Local mode: could not read the last OTP', error);
      }
      if (cancelled) return;
      if (attempts >= POLL_ATTEMPTS) setLookup({ requestId, code: null });
      else timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };

    void poll();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [phoneNumber, requestId]);

  let message = 'Local mode: no SMS is sent. After Send OTP, the code appears here.';
  if (phoneNumber && requestId > 0) {
    const current = lookup?.requestId === requestId ? lookup : null;
    if (!current) message = `Local mode: looking up the OTP for ${phoneNumber}…`;
    else if (current.code) message = `Local mode: your OTP for ${phoneNumber} is ${current.code}`;
    else message = `Local mode: no OTP found for ${phoneNumber} yet. The BFF log prints every OTP.`;
  }

  return (
    <p role="status" aria-label="Local mode notice" className="local-otp-notice">
      {message}
    </p>
  );
}
