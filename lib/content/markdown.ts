import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { headingOf, isSectionHeading, splitSegments, type Segment, type SegmentHeading } from '@/lib/content/segments';
import { linkTermsInTree, type TermIndex } from '@/lib/content/term-linker';

export type Heading = SegmentHeading;
export type { Segment };

interface RenderedMarkdown {
  html: string;
  /** Level-2 and level-3 headings in document order, for a table of contents. */
  headings: Heading[];
  /** The same HTML split into the site's segments, for placing in-article ads between them. */
  segments: Segment[];
}

interface RenderOptions {
  /** Glossary terms to link on first occurrence. */
  terms?: TermIndex;
}

/**
 * Raw HTML inside markdown is dropped (remark-rehype without allowDangerousHtml), and the tree is
 * sanitized again after our own plugins run, so content never executes as code. Heading ids get the
 * sanitizer's 'user-content-' prefix stripped back off by the schema below so links like #costs work.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    // Links may carry only the classes we add: glossary term links and footnote back-references.
    a: [
      ...(defaultSchema.attributes?.a ?? []).filter((rule) => !(Array.isArray(rule) && rule[0] === 'className')),
      ['className', 'glossary-term-link', 'data-footnote-backref'] as [string, ...string[]],
      'dataTermId',
      'target',
      'rel',
    ],
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'id'],
  },
};

function collectHeadings(tree: Root, into: Heading[]) {
  for (const node of tree.children) {
    if (!isSectionHeading(node)) continue;
    const heading = headingOf(node);
    if (heading) into.push(heading);
  }
}

export async function renderMarkdown(markdown: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
  const segments: Segment[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(() => (tree: Root) => {
      if (options.terms) linkTermsInTree(tree, options.terms);
    })
    .use(rehypeExternalLinks, { rel: ['noopener', 'noreferrer'], target: '_blank' })
    .use(rehypeSanitize, schema)
    .use(() => (tree: Root) => {
      collectHeadings(tree, headings);
      segments.push(...splitSegments(tree));
    })
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), headings, segments };
}

/** The readable text of markdown (no syntax, no raw HTML), for excerpts, feeds and search snippets. */
function markdownToText(markdown: string): string {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdastRoot;
  const parts: string[] = [];
  const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
    if (node.type === 'html' || node.type === 'code') return;
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value ?? '');
    for (const child of node.children ?? []) visit(child as typeof node);
    if (['paragraph', 'heading', 'listItem', 'tableCell'].includes(node.type)) parts.push(' ');
  };
  visit(tree);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The first sentences of the text, cut at a word boundary within max characters. */
export function excerptOf(markdown: string, max = 160): string {
  const text = markdownToText(markdown);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
