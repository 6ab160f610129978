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

/** i18next's `t` for keys outside the app's typed texts (the refusals namespace exists only in other languages). */
const translateAny = i18n.t.bind(i18n) as unknown as (key: string, options: Record<string, unknown>) => string;

/** "45 सेकंड", "15 मिनट": a wait in the language's words, rounded up as the server rounds it. */
function durationWords(seconds: number, language: string): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [count, unit] = whole < 90 ? [whole, 'seconds'] : [Math.ceil(whole / 60), 'minutes'];
  return translateAny(`${REFUSALS_NAMESPACE}:${unit}`, { n: formatNumber(count, language), lng: language, count });
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
  const words = translateAny(key, values);
  return tillNowPaused ? `${words} ${translateAny(`${REFUSALS_NAMESPACE}:TILL_NOW_PAUSED`, { lng: language })}` : words;
}

/** Whether an error of either transport is this refusal: decisions go by the reason code, never by the words. */
export const isRefusal = (refusal: Refusal | null, ...reasons: RefusalReason[]): boolean => refusal !== null && reasons.includes(refusal.reason);
