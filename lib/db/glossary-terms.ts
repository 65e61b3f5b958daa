import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db/client';
import { REVALIDATE_SECONDS, TAGS } from '@/lib/db/tags';
import type { LinkableTerm } from '@/lib/content/term-linker';

export async function loadLinkableTerms(): Promise<LinkableTerm[]> {
  return db()<LinkableTerm[]>`select id, term from glossary order by term, id`;
}

const cachedTerms = unstable_cache(loadLinkableTerms, ['glossary-linkable-terms'], {
  tags: [TAGS.glossary],
  revalidate: REVALIDATE_SECONDS,
});

/**
 * Glossary terms for linking inside articles and guides. Links are an extra: if the glossary cannot be
 * read, the text is shown without them rather than failing the page.
 */
export async function getLinkableTerms(): Promise<LinkableTerm[]> {
  try {
    return await cachedTerms();
  } catch (error) {
    console.error('glossary terms for linking failed to load', error);
    return [];
  }
}
