// Types only: the English catalogue stays on the server (the sentence it sends is the English).
import type { RefusalParams, RefusalReason } from '@foodspot/schema/refusals';
import { formatNumber, i18n, REFUSALS_NAMESPACE } from './i18n';

/**
 * A refusal of the server (`reason` and `params` beside `code`: schema/src/refusals.ts) in the person's language. The
 * server's sentence is the English; another language has its own words for each reason (lib/locales/hi.ts,
 * refusalsHi), and a reason it lacks (a newer server) falls back to the server's sentence. Nothing here reads the
 * English text to decide anything.
 */
export interface Refusal {
  reason: RefusalReason;
  params: RefusalParams;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The refusal a REST body or a GraphQL error's `extensions` carries, if it carries one. */
export function refusalOf(fields: unknown): Refusal | null {
  if (!isRecord(fields) || typeof fields['reason'] !== 'string') return null;
  const raw = isRecord(fields['params']) ? fields['params'] : {};
  const params = Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
  );
  return { reason: fields['reason'] as RefusalReason, params };
}

/** "45 सेकंड", "15 मिनट": a wait in the language's words, rounded up as the server rounds it. */
function durationWords(seconds: number, language: string): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [count, unit] = whole < 90 ? [whole, 'seconds'] : [Math.ceil(whole / 60), 'minutes'];
  return i18n.t(`${REFUSALS_NAMESPACE}:${unit}` as never, { n: formatNumber(count, language), lng: language, count });
}

/** The words for a refusal in the current language; `english` (the server's sentence) in English or for an unknown reason. */
export function refusalMessage(refusal: Refusal | null, english: string): string {
  const language = i18n.language;
  if (!refusal || language === 'en') return english;
  const key = `${REFUSALS_NAMESPACE}:${refusal.reason}`;
  if (!i18n.exists(key, { lng: language })) return english;
  const { durationSeconds, tillNowPaused } = refusal.params;
  const values = {
    ...refusal.params,
    lng: language,
    ...(typeof durationSeconds === 'number' ? { duration: durationWords(durationSeconds, language) } : {}),
  };
  const words = i18n.t(key, values);
  return tillNowPaused ? `${words} ${i18n.t(`${REFUSALS_NAMESPACE}:TILL_NOW_PAUSED` as never, { lng: language }) as unknown as string}` : words;
}

/** Whether an error of either transport is this refusal: decisions go by the reason code, never by the words. */
export const isRefusal = (refusal: Refusal | null, ...reasons: RefusalReason[]): boolean => refusal !== null && reasons.includes(refusal.reason);
