import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Every rule axe-core has (WCAG 2.x A and AA, best practices), on the whole page; only what a report needs comes back. */
const RUN_AXE = `axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
  id, impact, help, helpUrl, nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
})))`;

/**
 * Waits until the page is still: no spinner, the fonts in, every finite animation and transition over (a slide
 * fading in, the menu sliding out) and no smooth scroll under way. axe measures colours as drawn, so a check in the middle of a fade reports a
 * contrast problem no person sees; a fixed sleep raced the fade on a slower machine. Infinite animations (a spinner
 * is already waited away) are not waited for.
 */
export async function waitUntilStill(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.spinner').count()).toBe(0);
  await page.evaluate(`(async () => {
    await document.fonts.ready;
    for (let round = 0; round < 20; round += 1) {
      const running = document.getAnimations().filter((animation) => {
        const timing = animation.effect && animation.effect.getComputedTiming();
        return animation.playState === 'running' && timing && Number.isFinite(timing.endTime);
      });
      if (running.length === 0) break;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      // A frame for whatever the end of an animation starts.
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
    // A smooth scroll (html { scroll-behavior: smooth }, a scrollIntoView) is no animation: still once the page
    // has not moved for three frames.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    let still = 0;
    let last = window.scrollY;
    for (let frames = 0; still < 3 && frames < 120; frames += 1) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  })()`);
}

/** axe-core's violations on the page once it is still (every rule: WCAG 2.x A and AA, best practices), one line each: rule, impact, targets. */
export async function axeViolations(page: Page): Promise<string[]> {
  await waitUntilStill(page);
  if (!(await page.evaluate<boolean>("'axe' in window"))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate<AxeViolation[]>(RUN_AXE);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} [${violation.impact ?? 'no impact'}] ${node.target.join(' ')}`),
  );
}

/** axe-core (every rule: WCAG 2.x A and AA, best practices) on the screens of a test; one readable block per screen that has violations. */
export class AxeReport {
  private readonly blocks: string[] = [];

  /** Runs axe-core (every rule, WCAG 2.x A/AA and best practices) on the page as it is now. */
  async check(page: Page, screen: string): Promise<void> {
    await waitUntilStill(page);
    if (!(await page.evaluate<boolean>("'axe' in window"))) await page.addScriptTag({ content: AXE_SOURCE });
    const violations = await page.evaluate<AxeViolation[]>(RUN_AXE);
    if (violations.length === 0) return;
    const lines = [`${screen} (${new URL(page.url()).pathname}):`];
    for (const violation of violations) {
      lines.push(`  ${violation.id} [${violation.impact ?? 'no impact'}] ${violation.help} (${violation.helpUrl})`);
      for (const node of violation.nodes) {
        lines.push(`    ${node.target.join(' ')}  ${node.html.slice(0, 160)}`);
        if (node.failureSummary) lines.push(...node.failureSummary.split('\n').map((line) => `      ${line}`));
      }
    }
    this.blocks.push(lines.join('\n'));
  }

  /** Fails with every violation seen, screen by screen. */
  expectNone(): void {
    if (this.blocks.length > 0) console.log(`axe-core violations:\n\n${this.blocks.join('\n\n')}`);
    expect(this.blocks.join('\n\n')).toBe('');
  }
}
