import { buildTermIndex, linkTermsInHtml } from '@/lib/content/term-linker';

const index = buildTermIndex([
  { id: 1, term: 'Battery' },
  { id: 2, term: 'Battery Management System' },
  { id: 3, term: 'State of Charge (SOC)' },
  { id: 4, term: 'Inverter' },
  { id: 5, term: 'BMS' },
]);

describe('glossary term linking', () => {
  it('links the first occurrence of each term only', () => {
    const html = linkTermsInHtml('<p>The inverter feeds the motor. The inverter is cooled.</p>', index);
    expect(html.match(/href="\/glossary\/4"/g)).toHaveLength(1);
    expect(html).toContain('<a href="/glossary/4" class="glossary-term-link" data-term-id="4">inverter</a> feeds');
  });

  it('prefers the longest term at a position', () => {
    const html = linkTermsInHtml('<p>A Battery Management System watches each cell.</p>', index);
    expect(html).toContain('href="/glossary/2"');
    expect(html).not.toContain('href="/glossary/1"');
  });

  it('skips the entry’s own term', () => {
    const html = linkTermsInHtml('<p>The BMS reads the battery.</p>', index, { skipId: 5 });
    expect(html).not.toContain('/glossary/5');
    expect(html).toContain('/glossary/1');
  });

  it('matches regardless of case and keeps the text as written', () => {
    expect(linkTermsInHtml('<p>INVERTER fault</p>', index)).toContain('>INVERTER</a>');
  });

  it('matches whole words only', () => {
    const html = linkTermsInHtml('<p>Batteryless designs and inverters</p>', index);
    expect(html).not.toContain('<a');
  });

  it('handles terms that end in punctuation', () => {
    expect(linkTermsInHtml('<p>Check the State of Charge (SOC) first.</p>', index)).toContain('>State of Charge (SOC)</a>');
  });

  it('never links inside an existing link, tag or attribute', () => {
    const html = linkTermsInHtml('<p><a href="/x" title="Inverter">Inverter page</a> <img alt="battery"></p>', index);
    expect(html).toBe('<p><a href="/x" title="Inverter">Inverter page</a> <img alt="battery"></p>');
  });

  it('escapes text on output', () => {
    const html = linkTermsInHtml('<p>1 &lt; 2 &amp; battery &lt;script&gt;</p>', index);
    expect(html).toContain('&#x3C;script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('1 &#x3C; 2 &#x26; <a');
  });

  it('links once per document across paragraphs', () => {
    const html = linkTermsInHtml('<p>Battery one.</p><p>Battery two.</p>', index);
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});
