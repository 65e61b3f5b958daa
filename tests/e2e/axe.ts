import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/**
 * The serious and critical axe violations on the page as it stands: every WCAG 2.1 A/AA rule in the light theme,
 * in the dark one only the rules that depend on colour (the theme changes nothing else).
 *
 * Legacy mode runs axe in the page itself. The default mode opens a second, blank page to merge the frames'
 * results, which cost about half of each check (about 0.3 s a call, more on long pages); the site's pages have no
 * frames of their own, and a third party's embedded player is not ours to check.
 */
export async function seriousViolations(page: Page, theme: Theme) {
  // Only violations are read here; axe skips collecting every passing node, a large part of its time.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (theme === 'light'
    ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    : axe.withRules(['color-contrast', 'link-in-text-block'])
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
