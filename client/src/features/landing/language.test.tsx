import { browserLanguage, LANGUAGE_BOOT_SCRIPT, LANGUAGE_PENDING_ATTRIBUTE } from '@foodspot/schema/language-boot';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber, i18n, LANGUAGE_KEY, setLanguage, startLanguage } from '../../lib/i18n';
import { en } from '../../lib/locales/en';
import { renderWithRouter } from '../../test/render-app';
import { LandingPage } from './landing-page';

/** The page's inline boot script, its very text, as the browser runs it in the head. */
function runBootScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- running that exact text is the test
  new Function(LANGUAGE_BOOT_SCRIPT)();
}

/** The browser's preferred languages (a phone's settings), as `navigator.languages` says them; jsdom's own after the test. */
function browserPrefers(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}
afterEach(() => {
  delete (navigator as { languages?: unknown }).languages;
});

/** Every text of a resource tree, by its dotted key. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

const renderLanding = () => renderWithRouter(<LandingPage login={<p>login form</p>} />);

describe('languages', () => {
  it('Hindi is not in the bundle: its texts arrive only once it is chosen', async () => {
    // The first test of the file: the app has started (in English) and nothing has asked for Hindi yet.
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('hi', 'translation')).toBe(false);
    await setLanguage('hi');
    expect(i18n.hasResourceBundle('hi', 'translation')).toBe(true);
    expect(i18n.t('landing.title')).toBe('अपनी वफ़ादारी का इनाम पाएँ');
  });

  it('numbers read the Indian way in both languages: 1,00,000 (a 4-digit number stays as the screens show it)', async () => {
    expect(formatNumber(100000, 'en')).toBe('1,00,000');
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatNumber(1250, 'en')).toBe('1250');
    expect(formatNumber(100000, 'hi')).toBe('1,00,000');
    expect(i18n.t('common.pointsOfPoints', { points: 100000, minimum: 300 })).toBe('1,00,000 / 300 points');
    await setLanguage('hi');
    expect(i18n.t('common.pointsOfPoints', { points: 100000, minimum: 300 })).toBe('1,00,000 / 300 पॉइंट');
  });

  it('the switch turns the page to Hindi and back, remembers the choice and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderLanding();
    const header = screen.getByRole('banner');
    const language = within(header).getByRole('combobox', { name: 'Language' });
    expect(within(language).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en-IN');
    expect(within(language).getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi-IN');

    await user.selectOptions(language, 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'अपनी वफ़ादारी का इनाम पाएँ' })).toBeInTheDocument();
    expect(screen.getByText('पॉइंट कमाएँ और भुनाएँ')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    expect(within(header).getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');

    await user.selectOptions(within(header).getByRole('combobox', { name: 'भाषा' }), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get rewarded for your loyalty' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('a device that chose Hindi starts in Hindi; one that chose nothing (or something unknown) in English', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    await startLanguage();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');

    localStorage.setItem(LANGUAGE_KEY, 'hi');
    await startLanguage();
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'अपनी वफ़ादारी का इनाम पाएँ' })).toBeInTheDocument();
  });

  it("shows the page the head hid for a remembered Hindi (the boot script's mark) once the Hindi texts are in", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    runBootScript();
    expect(document.documentElement).toHaveAttribute(LANGUAGE_PENDING_ATTRIBUTE);
    expect(document.documentElement.lang).toBe('hi-IN');
    const started = startLanguage();
    expect(document.documentElement).toHaveAttribute(LANGUAGE_PENDING_ATTRIBUTE);
    await started;
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute(LANGUAGE_PENDING_ATTRIBUTE));
    expect(i18n.language).toBe('hi');
  });

  it("keeps the page hidden until the screen's own chunks are in too (a prerendered screen still showing English)", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    runBootScript();
    let screenLoaded = () => {};
    await startLanguage(new Promise<void>((resolve) => (screenLoaded = resolve)));
    expect(i18n.language).toBe('hi');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.documentElement).toHaveAttribute(LANGUAGE_PENDING_ATTRIBUTE);
    screenLoaded();
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute(LANGUAGE_PENDING_ATTRIBUTE));
  });

  it('the boot script hides the staff console and the owner area too while Hindi loads (they speak it since issue 22)', () => {
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    for (const path of ['/staff', '/staff/', '/owner']) {
      document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
      window.history.replaceState(null, '', path);
      runBootScript();
      expect(document.documentElement, path).toHaveAttribute(LANGUAGE_PENDING_ATTRIBUTE);
    }
    document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
    window.history.replaceState(null, '', '/');
  });

  it('a phone set to Hindi opens in Hindi until a language is chosen; the choice then wins and is kept', async () => {
    browserPrefers(['hi-IN', 'en-US']);
    await startLanguage();
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    // Taken from the browser, not chosen: nothing is remembered.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();

    await setLanguage('en');
    await startLanguage();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });

  it('the first of the browser’s languages the app has wins: hi, hi-IN, HI-in are Hindi; English first, or neither, is English', async () => {
    const cases: Array<[string[], 'en' | 'hi' | null]> = [
      [['hi'], 'hi'],
      [['hi-IN'], 'hi'],
      [['HI-in', 'en'], 'hi'],
      [['mr-IN', 'hi-IN', 'en'], 'hi'],
      [['en-IN', 'hi-IN'], 'en'],
      [['en-US', 'en'], 'en'],
      [['ta-IN', 'fr'], null],
      [['hin'], null],
      [[], null],
    ];
    for (const [languages, expected] of cases) {
      expect(browserLanguage(languages), languages.join()).toBe(expected);
      // The head's script says the same, before the app's script runs.
      browserPrefers(languages);
      localStorage.removeItem(LANGUAGE_KEY);
      document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
      runBootScript();
      expect(document.documentElement.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE), languages.join()).toBe(expected === 'hi');
      // A choice made on the device wins over the browser, both ways.
      for (const chosen of ['en', 'hi'] as const) {
        localStorage.setItem(LANGUAGE_KEY, chosen);
        document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
        runBootScript();
        expect(document.documentElement.hasAttribute(LANGUAGE_PENDING_ATTRIBUTE), `${languages.join()} chose ${chosen}`).toBe(chosen === 'hi');
      }
    }
    document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
  });

  it('the boot script marks nothing on a device that chose English or nothing', () => {
    for (const stored of [null, 'en', 'fr']) {
      if (stored === null) localStorage.removeItem(LANGUAGE_KEY);
      else localStorage.setItem(LANGUAGE_KEY, stored);
      runBootScript();
      expect(document.documentElement).not.toHaveAttribute(LANGUAGE_PENDING_ATTRIBUTE);
    }
  });

  it('every text has its Hindi, with the same placeholders; only names and codes stay as they are', async () => {
    const { hi } = await import('../../lib/locales/hi');
    const english = flatten(en);
    const hindi = flatten(hi);
    expect([...hindi.keys()]).toEqual([...english.keys()]);
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
    const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]).sort();
    const sameInBoth = new Set<string>();
    for (const [key, text] of english) {
      const translated = hindi.get(key)!;
      expect(placeholders(translated), key).toEqual(placeholders(text));
      expect(tags(translated), key).toEqual(tags(text));
      // Texts that are only placeholders and signs ("{{points}} / {{minimum}}") have no words to translate.
      const words = text.replace(/\{\{[^}]*\}\}/g, '').replace(/[^\p{L}]/gu, '');
      if (translated === text && words !== '') sameInBoth.add(key);
    }
    // The brand and the codes people type (OTP, PIN) are the same in Hindi.
    expect([...sameInBoth].sort()).toEqual(
      ['common.brand', 'common.pin', 'landing.legal', 'phoneLogin.otp', 'profile.fields.pin', 'profile.names.pin'].sort(),
    );
  });
});
