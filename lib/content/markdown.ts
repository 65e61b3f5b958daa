import type { Root } from 'hast';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { linkTermsInTree, type TermIndex } from '@/lib/content/term-linker';

export interface Heading {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
}

export interface RenderOptions {
  /** Glossary terms to link on first occurrence. */
  terms?: TermIndex;
}

/**
 * Raw HTML inside markdown is dropped (remark-rehype without allowDangerousHtml), and the tree is
 * sanitized again after our own plugins run, so content never executes as code. Heading ids get the
 * sanitizer's 'user-content-' prefix stripped back off by the schema below so links like #costs work.
 */
const schema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), 'className', 'dataTermId', 'target', 'rel'],
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'id'],
  },
};

function collectHeadings(tree: Root, into: Heading[]) {
  const text = (node: unknown): string => {
    const n = node as { type: string; value?: string; children?: unknown[] };
    if (n.type === 'text') return n.value ?? '';
    return (n.children ?? []).map(text).join('');
  };
  for (const node of tree.children) {
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
      const id = String(node.properties?.id ?? '');
      if (id) into.push({ depth: node.tagName === 'h2' ? 2 : 3, id, text: text(node).trim() });
    }
  }
}

export async function renderMarkdown(markdown: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
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
    .use(() => (tree: Root) => collectHeadings(tree, headings))
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), headings };
}
