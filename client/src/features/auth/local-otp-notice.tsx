import { useEffect, useState } from 'react';
import { apiFetch, readJson } from '../../lib/api';
import { useT } from '../../lib/i18n';

const POLL_INTERVAL_MS = 1000;
const POLL_ATTEMPTS = 15;

interface LocalOtpNoticeProps {
  /** For the code field's aria-describedby: the code is read out with the field. */
  id?: string;
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
export function LocalOtpNotice({ id, phoneNumber, requestId }: LocalOtpNoticeProps) {
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const { t } = useT();

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

  let message = t('phoneLogin.local.idle');
  if (phoneNumber && requestId > 0) {
    const current = lookup?.requestId === requestId ? lookup : null;
    if (!current) message = t('phoneLogin.local.looking', { phone: phoneNumber });
    else if (current.code) message = t('phoneLogin.local.found', { phone: phoneNumber, code: current.code });
    else message = t('phoneLogin.local.missing', { phone: phoneNumber });
  }

  return (
    <p id={id} role="status" aria-label={t('phoneLogin.local.label')} className="local-otp-notice">
      {message}
    </p>
  );
}
