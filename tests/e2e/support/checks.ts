// Page checks every screen must pass: axe-core without serious or critical violations, and no
// horizontal scrolling on a 360 px phone; and REST as the signed-in browser user, to check what a
// screen stored.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../../src/app/auth-storage.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe-core violations of the page as 'rule: help (target)'. `liveAnnouncer`
 * includes react-aria's announcer, which our own components must not leave dangling references in.
 */
export async function axeViolations(page: Page, options: { liveAnnouncer?: boolean } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol: an inline <script> would be blocked by the CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (withAnnouncer) => {
    type Result = { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };
    // react-aria's live announcer (visually hidden, transient) reads a closed menu's label through
    // role=img + aria-labelledby; once the menu is gone the reference dangles for a few seconds. It is
    // the library's announcement channel, not page content.
    const context = withAnnouncer ? document : { exclude: [['[data-live-announcer]']] };
    const result = await (window as unknown as { axe: { run(context: unknown): Promise<Result> } }).axe.run(context);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  }, options.liveAnnouncer === true);
}

/** document.scrollingElement.scrollWidth at a 360 px wide viewport (then the viewport is restored). */
export async function scrollWidthAt360(page: Page): Promise<number> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(300);
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  if (before) await page.setViewportSize(before);
  return width;
}

/** True when the page scrolls sideways at its current viewport. */
export const overflowsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** GET /api/v1{path} with the signed-in browser user's stored token. */
export async function restAsUser<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ p, key }) => {
      const { access } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access?: string };
      return (await fetch(`/api/v1${p}`, { headers: { Authorization: `Bearer ${access}` } })).json();
    },
    { p: path, key: STORAGE_KEYS.tokens },
  ) as Promise<T>;
}
