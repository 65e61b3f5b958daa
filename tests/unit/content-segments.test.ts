import { articleAdPositions, guideAdPositions, MAX_IN_ARTICLE_ADS } from '@/lib/content/ad-positions';
import { renderMarkdown } from '@/lib/content/markdown';

const section = (n: number, level = '##') => `${level} Section ${n}\n\nBody of section ${n}.`;

describe('segments (a line starting "## " or "### " closes its segment)', () => {
  it('keeps content without headings as one segment', async () => {
    const { segments } = await renderMarkdown('First paragraph.\n\nSecond paragraph.\n\n- a list');
    expect(segments).toHaveLength(1);
    expect(segments[0]?.heading).toBeUndefined();
    expect(segments[0]?.html).toContain('Second paragraph.');
  });

  it('makes text before the first heading its own segment without a heading', async () => {
    const { segments } = await renderMarkdown(`Intro text.\n\n${section(1)}\n\n${section(2, '###')}`);
    expect(segments.map((segment) => segment.heading?.text)).toEqual([undefined, 'Section 1', 'Section 2']);
    expect(segments[0]?.html).toContain('Intro text.');
    expect(segments[0]?.html).not.toContain('Section 1');
    expect(segments[1]?.html).toContain('<h2 id="section-1">Section 1</h2>');
    expect(segments[1]?.html).toContain('Body of section 1.');
    expect(segments[2]?.heading).toEqual({ depth: 3, id: 'section-2', text: 'Section 2' });
  });

  it('starts with a heading segment when the content opens with a heading', async () => {
    const { segments } = await renderMarkdown(`${section(1)}\n\n${section(2)}`);
    expect(segments).toHaveLength(2);
    expect(segments.every((segment) => segment.heading)).toBe(true);
  });

  it('does not split on level-1 or level-4 headings', async () => {
    const { segments } = await renderMarkdown('# Title\n\nText\n\n#### Detail\n\nMore\n\n## Real section\n\nBody');
    expect(segments).toHaveLength(2);
    expect(segments[0]?.html).toContain('<h4 id="detail">Detail</h4>');
  });

  it('does not split inside a code block that contains "## "', async () => {
    const { segments } = await renderMarkdown('## Config\n\n```md\n## not a heading\n```\n\nAfter the code.');
    expect(segments).toHaveLength(1);
    expect(segments[0]?.html).toContain('## not a heading');
  });

  it('joins back into the full document', async () => {
    const markdown = `Lead.\n\n${section(1)}\n\n${section(2)}\n\n${section(3, '###')}`;
    const { html, segments } = await renderMarkdown(markdown);
    expect(segments.map((segment) => segment.html).join('').replace(/\n/g, '')).toBe(html.replace(/\n/g, ''));
  });
});

describe('in-article ad positions on article pages', () => {
  it.each([0, 1, 2, 3, 4, 5])('places none with %i segments', (count) => {
    expect(articleAdPositions(count)).toEqual([]);
  });

  it.each([
    [6, [1, 2, 3, 4, 5]],
    [11, [1, 2, 3, 4, 5]],
    [12, [2, 4, 6, 8, 10]],
    [17, [2, 4, 6, 8, 10]],
    [18, [3, 6, 9, 12, 15]],
    [31, [5, 10, 15, 20, 25]],
  ])('with %i segments places ads after segments %j (k × floor(n / 6))', (count, expected) => {
    expect(articleAdPositions(count)).toEqual(expected);
  });

  it('never exceeds five ads and never ends the article on an ad', () => {
    for (let count = 0; count <= 200; count += 1) {
      const positions = articleAdPositions(count);
      expect(positions.length).toBeLessThanOrEqual(MAX_IN_ARTICLE_ADS);
      expect(positions.every((position) => position < count)).toBe(true);
    }
  });

  it('counts the segments the renderer produces', async () => {
    const markdown = ['Lead paragraph.', ...Array.from({ length: 11 }, (_, i) => section(i + 1))].join('\n\n');
    const { segments } = await renderMarkdown(markdown);
    expect(segments).toHaveLength(12);
    expect(articleAdPositions(segments.length)).toEqual([2, 4, 6, 8, 10]);
  });
});

describe('in-article ad positions on charger-install guides', () => {
  it.each([
    [0, []],
    [1, []],
    [2, [1]],
    [3, [1]],
    [4, [1, 3]],
    [5, [1, 3]],
  ])('with %i sections uses positions 1 and 3 where they fit: %j', (count, expected) => {
    expect(guideAdPositions(count)).toEqual(expected);
  });

  it.each([
    [6, [1, 2, 3, 4, 5]],
    [12, [2, 4, 6, 8, 10]],
    [9, [2, 3, 5, 6, 8]],
    [21, [4, 7, 11, 14, 18]],
  ])('with %i sections spreads 5 ads evenly: %j', (count, expected) => {
    expect(guideAdPositions(count)).toEqual(expected);
  });

  it('never exceeds five ads or places one after the last section', () => {
    for (let count = 0; count <= 200; count += 1) {
      const positions = guideAdPositions(count);
      expect(positions.length).toBeLessThanOrEqual(MAX_IN_ARTICLE_ADS);
      expect(new Set(positions).size).toBe(positions.length);
      expect(positions.every((position) => position >= 1 && position < count)).toBe(true);
    }
  });
});
