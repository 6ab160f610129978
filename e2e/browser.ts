import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, never a downloaded one; `extraArgs` for a test that needs more (a fake camera). */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (npm test does this as root).`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

/** Collects what a person would notice: alerts and page errors. */
export function watchPage(page: Page) {
  const alerts: string[] = [];
  const pageErrors: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { alerts, pageErrors };
}

/** The console errors the page logs from now on (a failed request is one: Chromium logs every 4xx and 5xx). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export type Chromium = ReturnType<typeof useChromium>;

/**
 * The test file's Chromium: launched before its tests and closed after them. Every browser context it
 * opens (one person: cookies of their own) is closed after the test that opened it, passed or failed.
 */
export function useChromium() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newContext(options?: BrowserContextOptions): Promise<BrowserContext> {
    if (!browser) throw new Error('Chromium is launched in beforeAll: open contexts inside tests');
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  }

  return {
    newContext,
    /** A page in a new context, watched from its first moment (`watchPage`). */
    async newPage(options?: BrowserContextOptions) {
      const context = await newContext(options);
      const page = await context.newPage();
      return { context, page, seen: watchPage(page) };
    },
  };
}

async function otpsFor(phoneNumber: string): Promise<string[]> {
  const url = `http://${inject('authEmulatorHost')}/emulator/v1/projects/${inject('projectId')}/verificationCodes`;
  const { verificationCodes } = (await (await fetch(url)).json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  return verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).map((entry) => entry.code);
}

/** How many OTPs the Auth emulator has issued for this number so far. */
export const otpCountFor = async (phoneNumber: string) => (await otpsFor(phoneNumber)).length;

/** The first OTP issued for this number after `previousCount` codes (no SMS in local mode). */
export async function latestOtpFor(phoneNumber: string, previousCount = 0): Promise<string> {
  for (let attempt = 0; attempt < 75; attempt += 1) {
    const code = (await otpsFor(phoneNumber))[previousCount];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new OTP was issued for ${phoneNumber}`);
}

let counter = 0;
/** A 10-digit Indian mobile number that no earlier run used. */
export function uniqueMobile(): string {
  counter += 1;
  return `9${`${Date.now()}${counter}`.slice(-9)}`;
}

/** A 10-digit mobile number as people often type it, with the country code and spaces: "+91 98765 43210". */
export const typedWithCountryCode = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
