import type { Element, Root, Text } from 'hast';
import { linkTermsInTree, type TermIndex } from '@/lib/content/term-linker';

/**
 * A code's title with the glossary terms it names linked (the glossary hovercards open on them). The title is the
 * database's text: it is rendered as text nodes, never as HTML.
 */
export function LinkedTitle({ title, terms }: { title: string; terms: TermIndex }) {
  const tree: Root = { type: 'root', children: [{ type: 'text', value: title }] };
  linkTermsInTree(tree, terms);
  return (
    <>
      {tree.children.map((node, index) => {
        if (node.type === 'text') return (node as Text).value;
        const link = node as Element;
        const termId = String(link.properties.dataTermId);
        return (
          <a key={index} href={String(link.properties.href)} className="glossary-term-link" data-term-id={termId}>
            {link.children.map((child) => (child as Text).value).join('')}
          </a>
        );
      })}
    </>
  );
}
