import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/** The axe-core the builder ships with (another package's copy may be another version). */
const { source: AXE_SOURCE } = createRequire(require.resolve('@axe-core/playwright'))('axe-core') as { source: string };

/**
 * What the builder evaluates in the page before each check, in place of axe's own source. The builder evaluates
 * that 550 KB script twice on every check: a check of one trivial rule took 1.1 s that way and 0.1 s with axe
 * already in the page, on the shared 2-core machine. `seriousViolations` puts it in the page once per loaded
 * document instead, and this fails the check if it is missing. The builder's evaluation in any other frame fails too and is ignored, as before: axe only audits
 * frames of the page's own origin, and the site's pages have none.
 */
const AXE_ALREADY_IN_PAGE = "if (typeof window.axe?.run !== 'function') throw new Error('axe-core is not in the page');";

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * A heading level skipped (an h3 under the h1) leaves a screen reader's outline of the page with a hole. axe files the
 * rule under best practice and rates it moderate, but Lighthouse's accessibility score counts it, so it is checked too.
 */
const HEADING_ORDER = 'heading-order';

/** Puts axe-core in the page once per loaded document: both themes' checks of one load use the same copy. */
async function putAxeInPage(page: Page) {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(AXE_SOURCE);
}

/**
 * The serious and critical axe violations on the page as it stands, and any skipped heading level: every WCAG 2.1 A/AA
 * rule and the heading order in the light theme, in the dark one only the rules that depend on colour (the theme
 * changes nothing else).
 *
 * Legacy mode runs axe in the page itself. The default mode opens a second, blank page to merge the frames'
 * results, which cost about half of each check (about 0.3 s a call, more on long pages); the site's pages have no
 * frames of their own, and a third party's embedded player is not ours to check.
 */
export async function seriousViolations(page: Page, theme: Theme) {
  await putAxeInPage(page);
  // Only violations are read here; axe skips collecting every passing node, a large part of its time.
  const axe = new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_PAGE }).setLegacyMode(true);
  const results = await (theme === 'light'
    ? axe.options({ resultTypes: ['violations'], rules: { [HEADING_ORDER]: { enabled: true } } }).withTags(WCAG_A_AA)
    : axe.options({ resultTypes: ['violations'] }).withRules(['color-contrast', 'link-in-text-block'])
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === HEADING_ORDER)
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
