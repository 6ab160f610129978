import { PRIVACY_NOTICE } from '@foodspot/schema/privacy-notice';
import { apiFetch, apiSend, codeFromBody, errorFromBody, messageOf, readJson } from './api';
import { translate } from './i18n';

/**
 * Consent to the privacy notice (DPDP Act 2023, s. 6; docs/privacy.md): the profile form and the consent screen send
 * the version of the notice the customer read (POST /customer/consent). The BFF refuses a version that is no longer
 * the current one with 400 CONSENT_VERSION: the notice changed while the page was open.
 */
export interface NoticeVersion {
  version: string;
  updatedAt: string;
}

/** The notice this build of the app shows (schema/src/privacy.ts). */
export const BUILT_NOTICE: NoticeVersion = PRIVACY_NOTICE;

export type ConsentOutcome = { status: 'given' } | { status: 'stale'; message: string } | { status: 'failed'; message: string };

export async function giveConsent(noticeVersion: string): Promise<ConsentOutcome> {
  try {
    const response = await apiSend('/customer/consent', { noticeVersion });
    if (response.ok) return { status: 'given' };
    const body = await readJson(response);
    const code = codeFromBody(body);
    // The server's sentence is English; the app says it in the customer's language.
    if (code === 'CONSENT_VERSION') return { status: 'stale', message: translate('consent.stale') };
    return { status: 'failed', message: errorFromBody(body) ?? translate('common.somethingWrong') };
  } catch (error) {
    return { status: 'failed', message: messageOf(error) };
  }
}

/** GET /privacy-notice: the version the server asks consent to now; the build's when it cannot be read. */
export async function fetchNoticeVersion(): Promise<NoticeVersion> {
  try {
    const response = await apiFetch('/privacy-notice');
    const body = response.ok ? await readJson(response) : null;
    if (typeof body === 'object' && body !== null) {
      const { version, updatedAt } = body as Record<string, unknown>;
      if (typeof version === 'string' && typeof updatedAt === 'string') return { version, updatedAt };
    }
  } catch {
    // Offline or refused: the build's version; the next consent says whether it is still current.
  }
  return BUILT_NOTICE;
}
