import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlToText } from '@/lib/content/sanitize-html';
import {
  CATEGORY_KEYWORDS,
  keywordScores,
  keywordsFor,
  suggestAmong,
  suggestCategory,
  SUGGESTED_CATEGORIES,
} from '@/lib/glossary/suggest-category';

const seed = JSON.parse(readFileSync(path.join(process.cwd(), 'supabase/seed/reference/glossary.json'), 'utf8')) as {
  term: string;
  explanation: string;
  category_id: string;
}[];

describe('category auto-suggest (the site’s rule)', () => {
  it('covers the ten categories, and battery holds the seven keywords the product description names', () => {
    expect([...SUGGESTED_CATEGORIES].sort()).toEqual(
      ['battery', 'charging', 'diagnostics', 'electronics', 'maintenance', 'motor', 'performance', 'safety', 'standards', 'tools'],
    );
    expect(CATEGORY_KEYWORDS.battery).toEqual(expect.arrayContaining(['cell', 'charge', 'capacity', 'bms', 'thermal', 'degradation', 'kwh']));
  });

  it('the category with the most keyword matches wins; none, or a tie, gives battery', () => {
    const lists = { battery: ['cell'], charging: ['charger'], motor: ['rotor', 'stator'] };
    expect(suggestCategory('Stator', 'Holds the rotor and the stator windings.', lists)).toBe('motor');
    expect(suggestCategory('Wallbox', 'A charger on the wall.', lists)).toBe('charging');
    expect(suggestCategory('Windscreen', 'Glass at the front.', lists)).toBe('battery');
    // Charging and motor tie at one match each, neither of them battery.
    expect(suggestCategory('Charger rotor', 'One each.', lists)).toBe('battery');
  });

  it('matches lower-cased keywords at word starts, counting every occurrence, across punctuation', () => {
    const scores = keywordScores('BMS: cells, Cell-balancing and the CELL; excellent', { battery: ['cell', 'bms'] });
    // 'excellent' contains 'cell' but not at a word start.
    expect(scores.battery).toBe(4);
    expect(keywordScores('UL 2594 listed; ultra', { standards: ['ul '] }).standards).toBe(1);
  });

  it('suggests only categories that exist, with keywords from the name of one the administrator made', () => {
    const categories = [
      { id: 'charging', name: 'Charging' },
      { id: 'wiring-harness', name: 'Wiring Harnesses' },
    ];
    expect(keywordsFor(categories)['wiring-harness']).toEqual(['wiring', 'harness', 'harnesses']);
    expect(suggestAmong(categories, 'Harness Repair', 'Splicing a wiring harness.')).toBe('wiring-harness');
    // Battery does not exist here, so the fallback is the first category given.
    expect(suggestAmong(categories, 'Cell', 'A lithium cell.')).toBe('charging');
    expect(suggestAmong([], 'Cell', 'A lithium cell.')).toBeUndefined();
  });

  it('puts at least 80 % of the seeded glossary in the category the seed gives it', () => {
    const confusion = new Map<string, number>();
    let agree = 0;
    for (const entry of seed) {
      const suggested = suggestCategory(entry.term, htmlToText(entry.explanation));
      if (suggested === entry.category_id) agree += 1;
      else confusion.set(`${entry.category_id} -> ${suggested}`, (confusion.get(`${entry.category_id} -> ${suggested}`) ?? 0) + 1);
    }
    const share = agree / seed.length;
    const misses = [...confusion].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([pair, n]) => `${pair} ×${n}`);
    console.log(
      `auto-suggest agreement with the seed: ${agree} of ${seed.length} terms (${(share * 100).toFixed(1)} %); most common misses: ${misses.join(', ')}`,
    );
    expect(seed.length).toBeGreaterThanOrEqual(200);
    expect(share).toBeGreaterThanOrEqual(0.8);
  });
});
