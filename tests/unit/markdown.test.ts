import { renderMarkdown } from '@/lib/content/markdown';
import { buildTermIndex } from '@/lib/content/term-linker';

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured markdown with heading ids', async () => {
    const { html, headings } = await renderMarkdown('Intro\n\n## Costs and permits\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n### Panel upgrade');
    expect(html).toContain('<h2 id="costs-and-permits">Costs and permits</h2>');
    expect(html).toContain('<table>');
    expect(headings).toEqual([
      { depth: 2, id: 'costs-and-permits', text: 'Costs and permits' },
      { depth: 3, id: 'panel-upgrade', text: 'Panel upgrade' },
    ]);
  });

  it('drops raw HTML and script', async () => {
    const { html } = await renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('opens links to other sites safely', async () => {
    const { html } = await renderMarkdown('[AFDC](https://afdc.energy.gov/) and [glossary](/glossary)');
    expect(html).toContain('<a href="https://afdc.energy.gov/" rel="noopener noreferrer" target="_blank">AFDC</a>');
    expect(html).toContain('<a href="/glossary">glossary</a>');
  });

  it('links glossary terms once, never inside headings', async () => {
    const terms = buildTermIndex([{ id: 9, term: 'Contactor' }]);
    const { html } = await renderMarkdown('## Contactor faults\n\nA contactor welds. Another contactor.', { terms });
    expect(html).toContain('<h2 id="contactor-faults">Contactor faults</h2>');
    expect(html.match(/href="\/glossary\/9"/g)).toHaveLength(1);
  });
});
