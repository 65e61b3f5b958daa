/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { inspectLogo } from '@/lib/uploads/inspect';
import { sanitizeSvg } from '@/lib/uploads/svg';
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@/lib/admin/logo';

// The smallest real files of each type: their leading bytes are what the check reads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
const WEBP = Buffer.from('524946461a000000574542505650384c0d0000002f0000000000000000000000', 'hex');
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Logo</title><circle cx="5" cy="5" r="4" fill="#0a7"/></svg>';

const { DOMParser } = new JSDOM('').window;
// The first SVG loads jsdom and DOMPurify, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const file = (name: string, bytes: Buffer | string, type = '') => new File([new Uint8Array(Buffer.from(bytes))], name, { type });

/** Every element and attribute name of a sanitized SVG, to assert on what survived. */
function names(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const all = [doc.documentElement, ...Array.from(doc.documentElement.querySelectorAll('*'))];
  return {
    elements: all.map((element) => element.localName.toLowerCase()),
    attributes: all.flatMap((element) => Array.from(element.attributes).map((attribute) => `${attribute.name}=${attribute.value}`)),
  };
}

describe('logo type by bytes', () => {
  it('accepts a PNG and a JPEG whatever their name or declared type', async () => {
    expect(await inspectLogo(file('logo.svg', PNG, 'image/svg+xml'))).toMatchObject({ ok: true, mime: 'image/png', ext: 'png', body: PNG });
    expect(await inspectLogo(file('logo.png', JPEG, 'image/png'))).toMatchObject({ ok: true, mime: 'image/jpeg', ext: 'jpg' });
  });

  it('recognises an SVG by parsing it, with or without an XML declaration, and stores it sanitized', async () => {
    const plain = await inspectLogo(file('logo.png', LOGO_SVG, 'image/png'));
    expect(plain).toMatchObject({ ok: true, mime: 'image/svg+xml', ext: 'svg' });
    const declared = await inspectLogo(file('logo.svg', `<?xml version="1.0" encoding="UTF-8"?>\n${LOGO_SVG}`));
    expect(declared).toMatchObject({ ok: true, mime: 'image/svg+xml' });
    if (!declared.ok) throw new Error('expected an SVG');
    expect(names(declared.body.toString()).elements).toEqual(['svg', 'title', 'circle']);
  });

  it.each([
    ['a GIF', GIF],
    ['a WebP', WEBP],
    ['an HTML page', '<!doctype html><html><body><p>Hello</p></body></html>'],
    ['HTML with an SVG inside', '<p>Hi</p><svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['a shell script', '#!/bin/sh\nrm -rf /\n'],
    ['plain text', 'logo'],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF', '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'],
  ])('refuses %s as a logo', async (_label, bytes) => {
    expect(await inspectLogo(file('logo.png', bytes, 'image/png'))).toEqual({ ok: false, message: LOGO_MESSAGES.wrongType });
  });

  it('refuses a file over 2 MB to the byte, without reading one whose declared size is over', async () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES - PNG.length)]);
    expect((await inspectLogo(file('logo.png', atLimit))).ok).toBe(true);
    const over = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG.length)]);
    expect(await inspectLogo(file('logo.png', over))).toEqual({ ok: false, message: LOGO_MESSAGES.tooLarge });
    const read = jest.fn();
    expect(await inspectLogo({ name: 'big.png', size: 3 * 1024 * 1024, arrayBuffer: read })).toEqual({ ok: false, message: LOGO_MESSAGES.tooLarge });
    expect(read).not.toHaveBeenCalled();
  });
});

describe('SVG sanitizer', () => {
  const sanitize = (svg: string) => {
    const result = sanitizeSvg(svg);
    if (!result) throw new Error('expected an SVG back');
    return result;
  };

  it('keeps the drawing of an ordinary logo', () => {
    const result = names(
      sanitize(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>' +
          '<style>.a{fill:url(#g)}</style><g class="a"><path d="M0 0h20v20H0z"/><text x="2" y="15">EV</text></g></svg>',
      ),
    );
    expect(result.elements).toEqual(['svg', 'defs', 'lineargradient', 'stop', 'style', 'g', 'path', 'text']);
    expect(result.attributes).toContain('d=M0 0h20v20H0z');
  });

  it('removes script elements, including one inside CDATA or a nested svg', () => {
    const result = sanitize(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><script><![CDATA[alert(2)]]></script>' +
        '<svg><script href="https://evil.example/x.js"/></svg><rect width="1" height="1"/></svg>',
    );
    expect(result).not.toMatch(/script|alert/i);
    expect(names(result).elements).toContain('rect');
  });

  it('removes event-handler attributes on any element', () => {
    const result = sanitize(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect onclick="alert(2)" onmouseover="alert(3)" width="1" height="1"/>' +
        '<image href="x" onerror="alert(4)"/></svg>',
    );
    expect(result).not.toMatch(/\bon[a-z]+=|alert/i);
  });

  it('removes javascript: links, even disguised with entities, case or whitespace', () => {
    const result = sanitize(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
        '<a href="javascript:alert(1)"><text>a</text></a>' +
        '<a xlink:href="JaVaScRiPt:alert(2)"><text>b</text></a>' +
        '<a href="&#106;avascript:alert(3)"><text>c</text></a>' +
        '<a href="java&#x09;script:alert(4)"><text>d</text></a>' +
        '<a href=" &#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(5)"><text>e</text></a></svg>',
    );
    expect(result).not.toMatch(/javascript|alert/i);
    expect(names(result).attributes.filter((attribute) => attribute.includes('href'))).toEqual([]);
  });

  it('removes links and loads that leave the document, keeping fragment references and embedded rasters', () => {
    const png = `data:image/png;base64,${PNG.toString('base64')}`;
    const result = names(
      sanitize(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
          '<a href="https://evil.example/"><text>out</text></a>' +
          '<image xlink:href="https://tracker.example/pixel.png" width="1" height="1"/>' +
          `<image href="${png}" width="1" height="1"/>` +
          '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>' +
          '<filter id="f"><feImage href="//evil.example/f.png"/></filter>' +
          '<linearGradient id="g"/><linearGradient id="h" href="#g"/>' +
          '<use href="https://evil.example/sprite.svg#icon"/></svg>',
      ),
    );
    const links = result.attributes.filter((attribute) => /^(xlink:)?href=/.test(attribute));
    expect(links).toEqual([`href=${png}`, 'href=#g']);
    expect(result.elements).not.toContain('use');
  });

  it('removes foreignObject and the HTML inside it', () => {
    const result = sanitize(
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="100" height="100">' +
        '<body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"></iframe><img src="x" onerror="alert(2)"/></body>' +
        '</foreignObject><circle r="1"/></svg>',
    );
    expect(result).not.toMatch(/foreignobject|iframe|img|alert/i);
    expect(names(result).elements).toEqual(['svg', 'circle']);
  });

  it('removes animations that could rewrite a link into script', () => {
    const result = sanitize(
      '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" to="javascript:alert(1)"/>' +
        '<set attributeName="href" to="javascript:alert(2)"/><text>x</text></a></svg>',
    );
    expect(result).not.toMatch(/animate|<set|alert/i);
  });

  it('never expands or fetches entities declared in a DOCTYPE (XXE, billion laughs, smuggled markup)', () => {
    const started = Date.now();
    const result = sanitize(
      '<?xml version="1.0"?><!DOCTYPE svg [' +
        '<!ENTITY xxe SYSTEM "file:///etc/passwd">' +
        '<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
        '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">' +
        '<!ENTITY smuggled "&#60;script&#62;alert(1)&#60;/script&#62;">' +
        ']><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;&lol3;&smuggled;</text></svg>',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).not.toMatch(/root:|<script|ENTITY|DOCTYPE/i);
    expect(result).not.toContain('lollol');
  });

  it('keeps encoded markup as text, never as elements', () => {
    const result = sanitize('<svg xmlns="http://www.w3.org/2000/svg"><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>');
    expect(names(result).elements).toEqual(['svg', 'text']);
    expect(result).not.toContain('<script');
  });

  it('refuses what is not one SVG image', () => {
    expect(sanitizeSvg('<script>alert(1)</script>')).toBeUndefined();
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>')).toBeUndefined();
    expect(sanitizeSvg('<html><body>no image</body></html>')).toBeUndefined();
    expect(sanitizeSvg('')).toBeUndefined();
  });

  it('returns well-formed XML in the SVG namespace, so it can be served as image/svg+xml', () => {
    const result = sanitize('<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>');
    const doc = new DOMParser().parseFromString(result, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });
});
