import 'server-only';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const LINK_ATTRIBUTES = ['href', 'xlink:href'];
// An embedded raster picture is common in exported logos; an embedded SVG or HTML document is not needed.
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/i;

let purifier: { purify: DOMPurify; serializer: XMLSerializer; parser: DOMParser } | undefined;

/**
 * One DOMPurify over one jsdom window for the process. Its SVG profile (with filters) already drops
 * <script>, <foreignObject>, <use>, <animate>/<set>, event-handler attributes and javascript: URLs; the hook
 * narrows links further to the document's own fragments (#id), so a logo can neither point nor load
 * anywhere else when it is opened on its own.
 */
function instance() {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of LINK_ATTRIBUTES) {
      const value = node.getAttribute(name)?.trim();
      if (value === undefined) continue;
      const embedded = node.nodeName.toLowerCase() === 'image' && EMBEDDED_IMAGE.test(value);
      if (!value.startsWith('#') && !embedded) node.removeAttribute(name);
    }
  });
  purifier = { purify, serializer: new window.XMLSerializer(), parser: new window.DOMParser() };
  return purifier;
}

/**
 * An uploaded SVG made safe to serve from our origin, or undefined when the text is not one SVG image
 * (a lone <svg> root once sanitized). The text is parsed as HTML, as DOMPurify does: entity declarations
 * in a DOCTYPE are never expanded nor fetched. The result is serialized as XML, with its namespace, so it
 * can be served as image/svg+xml.
 */
export function sanitizeSvg(text: string): string | undefined {
  const { purify, serializer, parser } = instance();
  // Judged before sanitizing, which keeps the text of removed elements: an HTML page with a drawing in it
  // is not an SVG image. Stray text outside the root (the tail of a DOCTYPE's internal subset) is ignored.
  const parsed = parser.parseFromString(text, 'text/html');
  if (parsed.head.children.length > 0 || !isSvgRoot(parsed.body.children)) return undefined;
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
  });
  const roots = fragment.children;
  return isSvgRoot(roots) ? serializer.serializeToString(roots[0]!) : undefined;
}

function isSvgRoot(elements: HTMLCollection): boolean {
  const [root] = Array.from(elements);
  return elements.length === 1 && root?.namespaceURI === SVG_NAMESPACE && root.localName === 'svg';
}

/** Whether the bytes read as text that could be an SVG document: UTF-8 without NUL bytes, mentioning <svg. */
export function mayBeSvg(body: Buffer): boolean {
  if (body.includes(0)) return false;
  return /<svg[\s>/]/i.test(body.toString('utf8'));
}
