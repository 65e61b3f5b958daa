import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTermIndex } from '@/lib/content/term-linker';
import { excerpt, htmlToText, renderGlossaryExplanation } from '@/lib/content/sanitize-html';
import { relatedTerms, significantWords, similarity, wordProfile } from '@/lib/content/related-terms';
import { dayHash, nextUtcDay, pickWordOfDay, utcDay } from '@/lib/content/word-of-day';
import { groupByLetter } from '@/components/glossary/group-by-letter';

const seed = JSON.parse(
  readFileSync(path.join(process.cwd(), 'supabase/seed/reference/glossary.json'), 'utf8'),
) as { term: string; explanation: string }[];

describe('glossary explanation sanitizing', () => {
  it('shows every seeded explanation whole: only an outside link gains rel and target', () => {
    expect(seed.length).toBeGreaterThanOrEqual(200);
    const shown = (entry: { explanation: string }) =>
      renderGlossaryExplanation(entry.explanation).replaceAll(' rel="noopener noreferrer" target="_blank"', '');
    const changed = seed.filter((entry) => shown(entry) !== entry.explanation);
    expect(changed.map((entry) => entry.term)).toEqual([]);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Safe <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a> <span style="color:red">text</span></p><style>p{}</style>';
    const clean = renderGlossaryExplanation(dirty);
    expect(clean).toBe('<p>Safe <a>x</a> text</p>');
  });

  it('keeps term links with their class and id but drops other classes and attributes', () => {
    const html = renderGlossaryExplanation(
      '<p><a href="/glossary/4" class="glossary-term-link evil" data-term-id="4" data-x="1" target="_top">Inverter</a></p>',
    );
    expect(html).toBe('<p><a href="/glossary/4" class="glossary-term-link" data-term-id="4">Inverter</a></p>');
  });
});

describe('rendering an explanation for the term modal', () => {
  const index = buildTermIndex([
    { id: 1, term: 'Battery' },
    { id: 2, term: 'Battery Management System' },
    { id: 3, term: 'Inverter' },
    { id: 9, term: 'Contactor' },
  ]);

  it('links other terms once each, longest first, skipping its own term', () => {
    const html = renderGlossaryExplanation(
      '<p>The contactor connects the battery. A Battery Management System opens the contactor; the inverter and the inverter again.</p>',
      { terms: index, selfId: 9 },
    );
    expect(html).not.toContain('data-term-id="9"');
    expect(html).toContain('data-term-id="1">battery</a>');
    expect(html).toContain('data-term-id="2">Battery Management System</a>');
    expect(html.match(/data-term-id="3"/g)).toHaveLength(1);
  });

  it('never links inside an attribute or an existing link, and escapes text', () => {
    const html = renderGlossaryExplanation(
      '<p><a href="https://example.org/inverter" title="Inverter">Inverter maker</a> 1 &lt; 2 battery &lt;script&gt;</p>',
      { terms: index },
    );
    expect(html).toContain('<a href="https://example.org/inverter" rel="noopener noreferrer" target="_blank">Inverter maker</a>');
    expect(html).toContain('1 &lt; 2 <a href="/glossary/1" class="glossary-term-link" data-term-id="1">battery</a> &lt;script>');
    expect(html).not.toContain('<script');
  });

  it('gives plain text for search and excerpts', () => {
    expect(htmlToText('<p>One &amp; two.</p><ul><li>Three</li><li>Four</li></ul>')).toBe('One & two. Three Four');
    expect(htmlToText('<p>1 &lt; 2 &#8211; <strong>5&#x25;</strong> &unknown;</p><script>x()</script><!-- note -->')).toBe(
      '1 < 2 – 5% &unknown;',
    );
    expect(htmlToText('Voltage < 60 V and > 30 V')).toBe('Voltage < 60 V and > 30 V');
    expect(excerpt('word '.repeat(100), 30).length).toBeLessThanOrEqual(31);
  });
});

describe('related terms', () => {
  const entries = [
    { id: 1, term: 'Battery Management System', text: 'Monitors cell voltages and temperatures inside the battery pack.' },
    { id: 2, term: 'Cell Balancing', text: 'Equalises cell voltages inside the battery pack.' },
    { id: 3, term: 'Wiper Blade', text: 'Clears rain from the windscreen.' },
    { id: 4, term: 'Pack Temperature', text: 'Temperatures of the battery pack cells.' },
  ];
  const profiles = entries.map(wordProfile);

  it('counts only shared words longer than three letters', () => {
    expect([...significantWords('The BMS and the cell pack voltages')]).toEqual(['cell', 'pack', 'voltages']);
    expect(similarity(new Set(['cell', 'pack']), new Set(['cell', 'pack']))).toBe(1);
    expect(similarity(new Set(['cell']), new Set(['wiper']))).toBe(0);
    expect(similarity(new Set(['aaaa', 'bbbb']), new Set(['aaaa', 'cccc', 'dddd', 'eeee']))).toBeCloseTo(1 / Math.sqrt(8));
  });

  it('ranks by score, drops the entry itself and anything at or below 0.1, and keeps the top five', () => {
    const related = relatedTerms(profiles[0]!, profiles);
    expect(related.map((term) => term.id)).toEqual([2, 4]);
    expect(related.every((term) => term.score > 0.1)).toBe(true);
    const many = Array.from({ length: 8 }, (_, i) => wordProfile({ id: 10 + i, term: `Pack ${i}`, text: 'battery pack cell voltages' }));
    expect(relatedTerms(profiles[0]!, many)).toHaveLength(5);
    expect(relatedTerms(profiles[2]!, profiles)).toEqual([]);
  });
});

describe('word of the day', () => {
  const entries = Array.from({ length: 317 }, (_, i) => ({ id: i + 1 }));

  it('is the day-string hash modulo the number of entries', () => {
    expect(pickWordOfDay(entries, '2026-11-22')).toBe(entries[dayHash('2026-11-22') % 317]);
    expect(pickWordOfDay([], '2026-11-22')).toBeUndefined();
    expect(dayHash('2026-11-22')).toBeGreaterThanOrEqual(0);
  });

  it('is the same for every visitor on a UTC day, whatever their time zone', () => {
    // 23:30 in Los Angeles and 08:30 the next morning in Tokyo are the same UTC day.
    const la = new Date('2026-11-21T23:30:00-08:00');
    const tokyo = new Date('2026-11-22T16:30:00+09:00');
    expect(utcDay(la)).toBe('2026-11-22');
    expect(utcDay(tokyo)).toBe('2026-11-22');
    expect(pickWordOfDay(entries, utcDay(la))).toBe(pickWordOfDay(entries, utcDay(tokyo)));
  });

  it('changes from one day to the next and rolls over month and year ends', () => {
    expect(nextUtcDay('2026-12-31')).toBe('2027-01-01');
    expect(nextUtcDay('2028-02-28')).toBe('2028-02-29');
    const days = Array.from({ length: 30 }, (_, i) => utcDay(new Date(Date.UTC(2026, 0, 1 + i))));
    expect(new Set(days.map((day) => pickWordOfDay(entries, day)!.id)).size).toBeGreaterThan(20);
  });
});

describe('letter grouping', () => {
  // In the order lib/db/glossary.ts lists them: by term, case and accents aside, digits first.
  const items = [
    { id: 3, term: '12-Volt Battery', text: 'Powers the low-voltage system.' },
    { id: 5, term: 'Amp', text: 'Unit of current.' },
    { id: 2, term: 'Battery', text: 'Stores energy.' },
    { id: 4, term: 'BMS', text: 'Battery Management System.' },
    { id: 6, term: 'état de charge', text: 'State of charge, in French.' },
    { id: 1, term: 'inverter', text: 'Turns DC into AC.' },
  ];

  it('groups the sorted glossary under upper-cased first letters, with digits under #', () => {
    const groups = groupByLetter(items);
    expect(groups.map((group) => group.letter)).toEqual(['#', 'A', 'B', 'É', 'I']);
    expect(groups[2]!.items.map((item) => item.term)).toEqual(['Battery', 'BMS']);
  });

  it("keeps a search's rank order: letters in the order of their best term, each letter's terms as ranked", () => {
    const ranked = [items[3]!, items[5]!, items[2]!, items[0]!];
    const groups = groupByLetter(ranked);
    expect(groups.map((group) => group.letter)).toEqual(['B', 'I', '#']);
    expect(groups[0]!.items.map((item) => item.term)).toEqual(['BMS', 'Battery']);
  });
});
