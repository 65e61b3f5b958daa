import { renderMarkdown } from '@/lib/content/markdown';
import { buildTermIndex } from '@/lib/content/term-linker';

/** Payloads written as markdown syntax: links, images, autolinks, reference definitions. */
const MARKDOWN_PAYLOADS = [
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1)  )',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![img](javascript:alert(1))',
  '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![img"onerror="alert(1)](https://example.com/x.png)',
  '[a](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '<javascript:alert(1)>',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '[x](#" onclick="alert(1))',
  '```html\n<script>alert(1)</script>\n```',
];

/** Raw HTML inside markdown: tags, event handlers, dangerous URLs, frames, SVG and CSS. */
const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<svg onload=alert(1)><circle r=10 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
];

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const FORBIDDEN_TAGS = ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'link', 'meta', 'base', 'form', 'template', 'video', 'audio', 'source', 'noscript', 'body', 'marquee'];

/** Parses the output the way a browser would and fails on anything that could run code. */
function assertInert(html: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    expect(FORBIDDEN_TAGS).not.toContain(element.tagName.toLowerCase());
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      expect(name.startsWith('on')).toBe(false);
      expect(['style', 'srcdoc', 'formaction', 'background', 'xlink:href']).not.toContain(name);
      if (name === 'href' || name === 'src' || name === 'action') {
        const value = attribute.value.trim();
        if (/^[a-z][a-z0-9+.-]*:/i.test(value)) expect(ALLOWED_PROTOCOLS.has(new URL(value).protocol)).toBe(true);
      }
    }
  }
  // Payload text may survive as visible, escaped text; it must never survive as markup.
  const markup = (html.match(/<[^>]*>/g) ?? []).join('');
  expect(markup).not.toMatch(/<(script|iframe|svg|object|embed|style)\b|\son\w+\s*=\s*["']?alert/i);
}

describe('markdown sanitizer against an XSS corpus', () => {
  it('covers at least 30 payloads', () => {
    expect(MARKDOWN_PAYLOADS.length + HTML_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    expect(HTML_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(MARKDOWN_PAYLOADS)('renders markdown payload %p inert', async (payload) => {
    const { html, segments } = await renderMarkdown(`Intro\n\n${payload}\n\n## After\n\ntext`);
    assertInert(html);
    for (const segment of segments) assertInert(segment.html);
  });

  it.each(HTML_PAYLOADS)('renders raw HTML payload %p inert', async (payload) => {
    const { html, segments } = await renderMarkdown(`Intro ${payload}\n\n${payload}\n\n## After\n\n${payload}`);
    assertInert(html);
    for (const segment of segments) assertInert(segment.html);
  });

  it('keeps payloads inert when glossary terms are linked around them', async () => {
    const terms = buildTermIndex([
      { id: 1, term: 'alert' },
      { id: 2, term: 'script' },
    ]);
    for (const payload of [...MARKDOWN_PAYLOADS, ...HTML_PAYLOADS]) {
      const { html } = await renderMarkdown(`An alert about a script: ${payload}`, { terms });
      assertInert(html);
    }
  });

  it('still renders the safe parts of the content', async () => {
    const { html } = await renderMarkdown('**Bold** [AFDC](https://afdc.energy.gov/) <img src=x onerror=alert(1)> `code`');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('href="https://afdc.energy.gov/"');
    expect(html).not.toContain('<img');
    expect(html).toContain('<code>code</code>');
  });

  it('shows code samples as text, never as markup', async () => {
    const { html } = await renderMarkdown('```html\n<script>alert(1)</script>\n```');
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
  });
});
