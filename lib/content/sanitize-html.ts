import type { Root } from 'hast';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeParse from 'rehype-parse';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { linkTermsInTree, type TermIndex } from '@/lib/content/term-linker';

/**
 * What a glossary explanation may contain: paragraphs, emphasis, lists and links. Term links keep their
 * class and data attribute so the page can open the linked term in place. Anything else is unwrapped to
 * its text; script and style lose their content too.
 */
const GLOSSARY_SCHEMA: SanitizeSchema = {
  tagNames: ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
  attributes: { a: ['href', ['className', 'glossary-term-link'], 'dataTermId'] },
  protocols: { href: ['http', 'https', 'mailto'] },
  strip: ['script', 'style'],
  clobber: [],
  allowComments: false,
  allowDoctypes: false,
};

// Named references keep stored text such as '&amp;' exactly as the administrator wrote it.
const STRINGIFY = { characterReferences: { useNamedReferences: true } } as const;

interface ExplanationOptions {
  terms?: TermIndex;
  /** The entry being shown; its own term is not linked. */
  selfId?: number;
}

/**
 * The explanation as shown in the term modal: other terms linked on their first occurrence, then
 * sanitized (so the linker can never widen what the output allows), external links opened safely.
 */
export function renderGlossaryExplanation(html: string, options: ExplanationOptions = {}): string {
  const file = unified()
    .use(rehypeParse, { fragment: true })
    .use(() => (tree: Root) => {
      if (options.terms) linkTermsInTree(tree, options.terms, { skipId: options.selfId });
    })
    .use(rehypeSanitize, GLOSSARY_SCHEMA)
    .use(rehypeExternalLinks, { rel: ['noopener', 'noreferrer'], target: '_blank' })
    .use(rehypeStringify, STRINGIFY)
    .processSync(html);
  return String(file);
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  deg: '°',
  times: '×',
  micro: 'µ',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text of an HTML fragment, blocks separated by a space (for search, excerpts and scoring; never
 * output as HTML). A light scan instead of a full parse: the list page extracts the text of every entry.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\/?(p|li|ul|ol|br|div|h[1-6]|tr|td|th|blockquote|table)\b[^>]*>/gi, ' ')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of a text, cut at a word boundary where one is near. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/u, '')}…`;
}
