import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';

export interface SegmentHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** A run of rendered content between two section headings; ads may be placed after one. */
export interface Segment {
  html: string;
  /** The level-2 or level-3 heading that opens the segment; absent for text before the first heading. */
  heading?: SegmentHeading;
}

export function isSectionHeading(node: RootContent): node is Element {
  return node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3');
}

function textOf(node: unknown): string {
  const n = node as { type: string; value?: string; children?: unknown[] };
  if (n.type === 'text') return n.value ?? '';
  return (n.children ?? []).map(textOf).join('');
}

export function headingOf(node: Element): SegmentHeading | undefined {
  const id = String(node.properties?.id ?? '');
  if (!id) return undefined;
  return { depth: node.tagName === 'h2' ? 2 : 3, id, text: textOf(node).trim() };
}

const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/**
 * The site's segmentation, applied to the rendered tree: a level-2 or level-3 heading ('## ' or '### ')
 * closes the segment before it and opens its own; text before the first heading is a separate segment
 * without a heading; content without headings is one segment. Splitting the rendered tree instead of the
 * raw lines keeps a '## ' line inside a code block from cutting the block in two, and keeps heading ids
 * and first-occurrence glossary links consistent across the whole document.
 */
export function splitSegments(tree: Root): Segment[] {
  const groups: { heading?: Element; nodes: RootContent[] }[] = [];
  let current: { heading?: Element; nodes: RootContent[] } = { nodes: [] };
  const close = () => {
    if (current.heading || current.nodes.some((node) => !isBlank(node))) groups.push(current);
  };
  for (const node of tree.children) {
    if (isSectionHeading(node)) {
      close();
      current = { heading: node, nodes: [node] };
    } else {
      current.nodes.push(node);
    }
  }
  close();
  if (groups.length === 0) return [{ html: toHtml(tree) }];
  return groups.map((group) => {
    const html = toHtml({ type: 'root', children: group.nodes });
    const heading = group.heading ? headingOf(group.heading) : undefined;
    return heading ? { html, heading } : { html };
  });
}
