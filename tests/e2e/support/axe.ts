import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation { id: string; impact: string | null; nodes: { target: string[] }[] }

/**
 * Serious and critical axe-core violations of the page once its transitions have ended (WCAG 2.1 A/AA and best practices), as "rule ×nodes:
 * first targets". A chip, ripple or menu still fading in has its colours half-way (a contrast axe would measure mid-fade), so the finite
 * animations running are awaited first (at most 2 s; endless ones, a spinner's, are not).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))),
    new Promise((resolve) => { setTimeout(resolve, 2000); }),
  ]));
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} ×${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
