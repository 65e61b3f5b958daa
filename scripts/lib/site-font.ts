import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';

export const FULL_FONT = 'node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2';
export const SITE_FONT = 'app/fonts/geist-sans-latin.woff2';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

// Exported for its unit test: the rule is the contract.
/** ASCII and Latin-1, typographic punctuation, and the units and signs of repair text (Ω, µ, °, ², ±, ≈, →). */
export const SITE_FONT_CHARACTERS = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  'ŒœŠšŸŽžƒˆ˜',
  range(0x2010, 0x2027),
  range(0x2030, 0x203a),
  '€™№',
  '←↑→↓↔↕',
  '−×÷±≈≠≤≥∞√∆',
  'µΩΔπ',
  '⁰¹²³⁴⁵⁶⁷⁸⁹½¼¾',
].join('');

/** The Geist variable font (every weight) cut to SITE_FONT_CHARACTERS, as WOFF2. */
export function subsetSiteFont(): Promise<Buffer> {
  return subsetFont(readFileSync(FULL_FONT), SITE_FONT_CHARACTERS, { targetFormat: 'woff2' });
}
