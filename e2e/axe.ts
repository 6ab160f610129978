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

/** axe-core (every rule: WCAG 2.x A and AA, best practices) on the screens of a test; one readable block per screen that has violations. */
export class AxeReport {
  private readonly blocks: string[] = [];

  /** Runs axe-core (every rule, WCAG 2.x A/AA and best practices) on the page as it is now. */
  async check(page: Page, screen: string): Promise<void> {
    // Nothing half-drawn: no spinner, the fonts in, and the slide-in menu's transition over.
    await expect.poll(() => page.locator('.spinner').count()).toBe(0);
    await page.waitForTimeout(300);
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
