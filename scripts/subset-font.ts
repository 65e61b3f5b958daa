/**
 * Writes app/fonts/geist-sans-latin.woff2: the Geist variable font (from the `geist` package) cut to the
 * characters the site's English text uses. The full file covers Cyrillic, Greek and extended Latin in
 * 69 KB; every first visit downloads it at high priority, ahead of the page's scripts. A character outside
 * the cut is drawn in the fallback font. Run after updating `geist`:  npx tsx scripts/subset-font.ts
 */
import { statSync, writeFileSync } from 'node:fs';
import { FULL_FONT, SITE_FONT, subsetSiteFont } from './lib/site-font';

async function main() {
  const subset = await subsetSiteFont();
  writeFileSync(SITE_FONT, subset);
  console.log(`${SITE_FONT}: ${subset.length} bytes (from ${statSync(FULL_FONT).size})`);
}

void main();
