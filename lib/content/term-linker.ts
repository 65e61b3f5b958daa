import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';

export interface LinkableTerm {
  id: number;
  term: string;
}

export interface TermIndex {
  /** Candidates keyed by their first word, longest term first. */
  byFirstWord: Map<string, { id: number; lower: string; length: number }[]>;
}

const WORD = /[\p{L}\p{N}]/u;
const WORDS = /[\p{L}\p{N}]+/gu;

function firstWord(lower: string): string | undefined {
  return lower.match(/[\p{L}\p{N}]+/u)?.[0];
}

/**
 * Builds the lookup once per term list. Matching then costs one pass over the text: at each word start
 * only the terms beginning with that word are tried, longest first.
 */
export function buildTermIndex(terms: readonly LinkableTerm[]): TermIndex {
  const byFirstWord: TermIndex['byFirstWord'] = new Map();
  for (const { id, term } of terms) {
    const lower = term.trim().toLowerCase();
    const key = firstWord(lower);
    // A term that does not start with a letter or digit cannot be told apart from punctuation.
    if (!key || !WORD.test(lower[0] ?? '')) continue;
    const list = byFirstWord.get(key) ?? [];
    list.push({ id, lower, length: lower.length });
    byFirstWord.set(key, list);
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.length - a.length);
  return { byFirstWord };
}

interface LinkOptions {
  /** The entry being shown: its own term is never linked. */
  skipId?: number;
  href?: (id: number) => string;
  /** Ids already linked in this text (shared across the text nodes of one document). */
  linked?: Set<number>;
}

const defaultHref = (id: number) => `/glossary/${id}`;

/** Splits one text into text and link nodes; each term links at its first occurrence only. */
function linkText(value: string, index: TermIndex, options: Required<Pick<LinkOptions, 'href'>> & LinkOptions & { linked: Set<number> }) {
  const lower = value.toLowerCase();
  const out: ElementContent[] = [];
  let cursor = 0;
  // The native regex scan finds each word start; only there is the index consulted.
  WORDS.lastIndex = 0;
  let word: RegExpExecArray | null;
  while ((word = WORDS.exec(value)) !== null) {
    const position = word.index;
    const candidates = index.byFirstWord.get(lower.slice(position, position + word[0].length));
    let matched: { id: number; length: number } | undefined;
    if (candidates) {
      for (const candidate of candidates) {
        if (candidate.id === options.skipId || options.linked.has(candidate.id)) continue;
        const end = position + candidate.length;
        if (lower.startsWith(candidate.lower, position) && (end >= value.length || !WORD.test(value[end]!) || !WORD.test(candidate.lower.at(-1)!))) {
          matched = candidate;
          break;
        }
      }
    }
    if (matched) {
      if (position > cursor) out.push({ type: 'text', value: value.slice(cursor, position) });
      const end = position + matched.length;
      out.push({
        type: 'element',
        tagName: 'a',
        properties: { href: options.href(matched.id), className: ['glossary-term-link'], dataTermId: String(matched.id) },
        children: [{ type: 'text', value: value.slice(position, end) }],
      });
      options.linked.add(matched.id);
      cursor = end;
      WORDS.lastIndex = end;
    }
  }
  if (cursor === 0) return undefined;
  if (cursor < value.length) out.push({ type: 'text', value: value.slice(cursor) });
  return out;
}

const SKIP_INSIDE = new Set(['a', 'code', 'pre', 'script', 'style', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'button', 'textarea']);

/** Links glossary terms in the text nodes of a hast tree, in place, never inside links, code or headings. */
export function linkTermsInTree(tree: Root | Element, index: TermIndex, options: LinkOptions = {}): void {
  const settings = { href: options.href ?? defaultHref, skipId: options.skipId, linked: options.linked ?? new Set<number>() };
  const visit = (parent: Root | Element) => {
    const children = parent.children as (RootContent | ElementContent)[];
    for (let i = 0; i < children.length; i += 1) {
      const child = children[i]!;
      if (child.type === 'text') {
        const replaced = linkText((child as Text).value, index, settings);
        if (replaced) {
          children.splice(i, 1, ...replaced);
          i += replaced.length - 1;
        }
      } else if (child.type === 'element' && !SKIP_INSIDE.has(child.tagName)) {
        visit(child);
      }
    }
  };
  visit(tree);
}

// Exported for its unit test: the rule is the contract.
/**
 * Links terms in an HTML fragment. Only text is touched: tags, attributes and existing links are left as
 * they are, and text is re-escaped on output.
 */
export function linkTermsInHtml(html: string, index: TermIndex, options: LinkOptions = {}): string {
  const tree = fromHtml(html, { fragment: true });
  linkTermsInTree(tree, index, options);
  return toHtml(tree);
}
