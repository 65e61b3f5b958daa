/** Related content of fault codes, both ways (docs/product/fault-codes.md § Related content). */
import type { FaultCodeSummary } from '@/lib/fault-codes/types';

export const RELATION_KINDS = ['glossary', 'article', 'guide', 'video'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];
export const RELATION_MODES = ['pinned', 'hidden'] as const;
export type RelationMode = (typeof RELATION_MODES)[number];

/** At most this many of each kind on a code's page (pinned ones beyond it still show). */
export const RELATED_PER_KIND = 5;
/** At most this many codes under "Fault codes about this" (pinned ones beyond it still show). */
export const CODES_PER_CONTENT = 10;

export const RELATION_KIND_NAMES: Record<RelationKind, string> = {
  glossary: 'Glossary terms',
  article: 'Articles',
  guide: 'Charger installation guides',
  video: 'Videos',
};

export interface RelatedItem {
  kind: RelationKind;
  id: number;
  title: string;
  href: string;
  pinned: boolean;
}

export interface CodeAbout extends FaultCodeSummary {
  pinned: boolean;
}

export interface RelationOverride {
  code: string;
  kind: RelationKind;
  contentId: number;
  /** Null when the content was deleted since: the override then shows nowhere. */
  title: string | null;
  mode: RelationMode;
}

/** Videos have no page of their own: the videos page filtered to the title shows its card (as /search links it). */
export function relationHref(kind: RelationKind, id: number, title: string, slug: string | null): string {
  switch (kind) {
    case 'glossary':
      return `/glossary/${id}`;
    case 'article':
      return `/article/${id}`;
    case 'guide':
      return `/charger-install/${slug}`;
    case 'video':
      return `/videos?q=${encodeURIComponent(title)}`;
  }
}
