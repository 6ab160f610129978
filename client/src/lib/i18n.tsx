import { browserLanguage, LANGUAGE_PENDING_ATTRIBUTE, LANGUAGE_STORAGE_KEY } from '@foodspot/schema/language-boot';
import i18next, { type BackendModule } from 'i18next';
import { Fragment, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { en, type Translation } from './locales/en';
import { PrerenderContext } from './prerender';

/**
 * The customer app's languages (issue 12): English, bundled, and Hindi, a chunk of its own (./locales/hi.ts)
 * loaded only when chosen. The choice is kept per device in localStorage; `<html lang>` follows it.
 * Numbers read the Indian way in both (1,00,000), with the language's Intl locale.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-IN' },
  { code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_KEY = LANGUAGE_STORAGE_KEY;

/**
 * The texts of lazy features (the owner area): each a namespace of its own that the feature's chunk brings and adds
 * (addFeatureTexts), so the entry carries none of them. A feature declares its namespace by augmenting this interface
 * next to its English texts:
 *
 *     declare module '../../../lib/i18n' { interface FeatureTexts { owner: typeof ownerEn } }
 *
 * and reads them with the namespace in the key: `t('owner:list.title')`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface FeatureTexts {}
export type FeatureNamespace = Extract<keyof FeatureTexts, string>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation } & FeatureTexts;
  }
}

/** What `t` takes: the app's keys as they are, a feature's with its namespace ('owner:list.title'), as `translate`. */
type AppNamespaces = ['translation', ...FeatureNamespace[]];

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language.code === value);

/** en-IN or hi-IN: the Intl locale (and `<html lang>`) of a language. */
export const localeOf = (language: string): string => LANGUAGES.find((candidate) => candidate.code === language)?.locale ?? 'en-IN';

type OtherLanguage = Exclude<Language, 'en'>;
/** A lazy feature's texts: English as an object (in the feature's chunk), every other language as a chunk to import. */
export type FeatureTextsBundle<T> = { en: T } & Record<OtherLanguage, () => Promise<T>>;

const featureBundles = new Map<string, FeatureTextsBundle<object>>();

/** The texts of `namespace` in a language other than English: the app's own (./locales/hi.ts) or a feature's. */
function importTexts(language: OtherLanguage, namespace: string): Promise<object> | null {
  if (namespace === 'translation') return import('./locales/hi').then(({ hi }) => hi);
  // The server's refusals in Hindi (lib/refusals.ts): in the Hindi chunk, so no extra request. English has none:
  // the server's own sentence is the English.
  if (namespace === REFUSALS_NAMESPACE) return import('./locales/hi').then(({ refusalsHi }) => refusalsHi);
  return featureBundles.get(namespace)?.[language]() ?? null;
}

/**
 * i18next's resources-to-backend, without a plugin: English is in the bundle (`resources`, and each lazy feature's
 * chunk for its namespace), any other language is a dynamic import, so its texts are a chunk the browser fetches only
 * when someone picks it (a feature's, only once that feature is on the page too).
 */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const texts = isLanguage(language) && language !== 'en' ? importTexts(language, namespace) : null;
    if (!texts) {
      callback(null, {});
      return;
    }
    texts.then(
      async (loaded) => {
        await devanagariFontReady();
        callback(null, loaded);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** How long a switch to Hindi waits for the script's font on a slow link before it shows the texts anyway. */
const FONT_WAIT_MS = 3000;

/**
 * The Devanagari faces (lib/locales/devanagari.css, declared in every language), loaded before the Hindi texts show: a
 * phone's own font answers at once (local()), and a browser without one never lays the texts out in a font
 * without the script (Chromium kept such text in empty boxes even once the face had loaded).
 */
async function devanagariFontReady(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const faces = Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "Foodspot Devanagari"`, 'हिन्दी')));
  await Promise.race([faces.catch(() => []), new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}

/** The namespace of the server's refusals by reason code (lib/refusals.ts); only other languages than English have it. */
export const REFUSALS_NAMESPACE = 'refusals';

export const i18n = i18next.createInstance();
void i18n.use(lazyLanguages).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'hi'],
  resources: { en: { translation: en } },
  ns: ['translation', REFUSALS_NAMESPACE],
  partialBundledLanguages: true,
  // Synchronous: English is here, so the first render (and the prerender) has its texts.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});

const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * A number as the language writes it in India: 1,00,000 and 12,34,567 (lakh grouping), Latin digits. A 4-digit
 * number stays "1250" (`useGrouping: 'min2'`), as the spec and the screens have always shown points.
 */
export function formatNumber(value: number, language: string = i18n.language): string {
  const locale = localeOf(language);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: 'min2' });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}
/**
 * Makes the number format of the current language ahead of the first screen that shows points: a page's first
 * Intl.NumberFormat costs the browser its number data (19 ms on a desktop Chromium, about 80 ms at a phone's
 * speed), which otherwise lands in the render right before the points paint. app/mount.tsx calls it once the
 * start's requests are out, while the main thread waits for their answers.
 */
export function prepareNumberFormat(): void {
  // The device's language: at start i18next is still English while Hindi loads.
  formatNumber(0, deviceLanguage() ?? i18n.language);
}

// `{{n, number}}` in the texts: the Indian format above rather than i18next's plain Intl one.
i18n.services.formatter?.add('number', (value: number, language: string | undefined) => formatNumber(value, language ?? 'en'));

/**
 * A lazy feature's texts, added when its chunk loads (at module level): its English at once, its other languages
 * through the backend above. i18next then loads the namespace with every language it switches to, before the switch
 * shows. Resolves once the namespace is in for the current language.
 */
export function addFeatureTexts<N extends FeatureNamespace>(namespace: N, bundle: FeatureTextsBundle<FeatureTexts[N]>): Promise<void> {
  if (!featureBundles.has(namespace)) {
    featureBundles.set(namespace, bundle);
    i18n.addResourceBundle('en', namespace, bundle.en);
  }
  return i18n.loadNamespaces(namespace).catch(() => {
    // The language's chunk failed to come (offline): the screens show the English texts (the fallback).
  });
}

const featureTextsLoads = new Map<string, Promise<void>>();
/** A promise React reads at once (`use` sees it fulfilled): the texts are in already. */
const TEXTS_IN: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Suspends until a lazy feature's texts are in, in the language the component renders in: at the feature's first
 * render on a device that chose Hindi, it shows in Hindi rather than in English for a moment. The feature must have
 * added its texts (addFeatureTexts) first.
 */
export function useFeatureTexts(namespace: FeatureNamespace): void {
  const language = useLanguage();
  const key = `${language}|${namespace}`;
  let loading = featureTextsLoads.get(key);
  if (!loading) {
    // This namespace in this language, asked of the backend itself: i18next's loadLanguages does nothing for a language
    // it loaded once, so a feature whose chunk came later would show its English until something re-rendered it.
    loading = i18n.hasResourceBundle(language, namespace) ? TEXTS_IN : i18n.reloadResources([language], [namespace]).catch(() => {});
    featureTextsLoads.set(key, loading);
  }
  // Always `use`d (React expects the same calls when it retries a suspended render).
  use(loading);
}

/** The texts' `t` in the current language, for code outside React (alerts, errors built in handlers). */
export const translate = i18n.t.bind(i18n);

/** The language the app shows now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

function readStoredLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The language this device speaks: the one chosen here (an explicit choice always wins, and is kept), else the first
 * of the browser's preferred languages the app has (a phone set to Hindi opens in Hindi), else null.
 */
function deviceLanguage(): Language | null {
  return readStoredLanguage() ?? (typeof navigator === 'undefined' ? null : browserLanguage(navigator.languages ?? [navigator.language]));
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
}
i18n.on('languageChanged', syncDocumentLanguage);

/**
 * Switches the app to `language` and remembers it on this device. Resolves once its texts are in (Hindi's chunk
 * loaded); every screen then re-renders in it.
 */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice holds until the page is closed.
  }
  await i18n.changeLanguage(language);
}

/**
 * At start: the language this device chose before, or its browser prefers (deviceLanguage). The app first renders (or
 * hydrates) in English, since the prerendered pages are English, then turns to it once its chunk is in; meanwhile the
 * page is hidden (the head's boot script hid it, by the same rule).
 */
export async function startLanguage(screenReady: Promise<unknown> = Promise.resolve()): Promise<void> {
  const stored = deviceLanguage();
  try {
    if (stored && stored !== i18n.language) await i18n.changeLanguage(stored);
    else syncDocumentLanguage(i18n.language);
  } finally {
    // Also the screen's own chunks: a prerendered screen that has not hydrated yet still shows its English HTML.
    void screenReady.catch(() => {}).then(showPage);
  }
}

/**
 * The page's head hid it on a device that chose Hindi (schema/src/language-boot.ts): shown once the texts and the
 * screen's chunks are in (or failed to come), two frames later, when React has rendered the screen in Hindi.
 */
function showPage() {
  if (typeof document === 'undefined' || !document.documentElement.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE)) return;
  requestAnimationFrame(() => requestAnimationFrame(() => document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE)));
}

/** Tests: back to English, nothing remembered. */
export async function resetLanguage(): Promise<void> {
  try {
    localStorage.removeItem(LANGUAGE_KEY);
  } catch {
    // nothing stored
  }
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
}

const subscribeLanguage = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const englishWhileHydrating = (): Language => 'en';

/**
 * The language this component renders in. Hydrating a prerendered page, React renders English (what the HTML
 * holds) and re-renders in the chosen language right after that part is hydrated, as lib/prerender.ts does for
 * the run-time config: no hydration mismatch, even for a part that hydrates late.
 */
export function useLanguage(): Language {
  const snapshot = use(PrerenderContext);
  return useSyncExternalStore(subscribeLanguage, currentLanguage, snapshot ? englishWhileHydrating : currentLanguage);
}

/**
 * A text with links in it ("Prefer email? <goto>Log in with email</goto>"): each `<tag>words</tag>` becomes
 * `tags[tag](words)`, the rest stays text, so each language puts the link where its sentence needs it. (Rather
 * than a Trans component, which would bring an HTML parser into the start chunk.)
 */
export function withTags(text: string, tags: Record<string, (words: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, tag = '', words = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = tags[tag];
    parts.push(<Fragment key={match.index}>{render ? render(words) : words}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * `t` for the texts, the language, and numbers in its Indian format: the hook every customer screen uses. The
 * component re-renders when the language changes through `useLanguage`; `t` is i18next's own, fixed to that
 * language (no React binding library: this is all the app needs of one, and the start chunk is 2 KB lighter as transferred).
 */
export function useT() {
  const language = useLanguage();
  return useMemo(
    () => ({ t: i18n.getFixedT<AppNamespaces>(language), language, formatNumber: (value: number) => formatNumber(value, language) }),
    [language],
  );
}
