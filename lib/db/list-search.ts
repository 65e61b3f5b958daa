import 'server-only';
import { readWithPolicy } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { LIST_MATCH_LIMIT, type ListMatches, type ListSearch } from '@/lib/validations/list-search';

export type { ListMatches, ListSearch };

/** A trigram index finds substrings of this length and more. */
const MIN_INDEXED_LENGTH = 3;

/** LIKE's own characters in what the visitor typed, escaped so that they match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The rows of one list whose searched fields contain the query (case- and accent-insensitive), as the
 * public sees the list: published articles, ready videos, published guides. Each table's `list_search`
 * column holds those fields folded (migration 0200), under a trigram index. Not cached: every query would
 * be an entry of its own, and a visitor could fill the data cache by typing. At most LIST_MATCH_LIMIT ids,
 * in the list's order; `more` says whether others matched. A blank query matches nothing (the page already
 * shows every row).
 */
export async function findListMatches(search: ListSearch): Promise<ListMatches> {
  if (!search.q) return { ids: [], more: false };
  const sql = db();
  // The trigram index serves queries of three characters or more. A shorter one has no trigram, yet a prepared
  // statement's generic plan may still send it to the index, which then reads all of it (70 ms at 3,000 terms
  // instead of 1 ms): short queries use strpos, which the planner never takes to the index.
  const like =
    [...search.q].length >= MIN_INDEXED_LENGTH
      ? sql`x.list_search like '%' || public.list_fold(${escapeLike(search.q)}) || '%'`
      : sql`strpos(x.list_search, public.list_fold(${search.q})) > 0`;
  const rows = await readWithPolicy(() => {
    switch (search.kind) {
      case 'glossary':
        return sql<{ id: string }[]>`
          select x.id::text as id from glossary x where ${like}
           order by lower(x.term), x.id limit ${LIST_MATCH_LIMIT + 1}`;
      case 'category':
        return sql<{ id: string }[]>`
          select x.id::text as id from glossary x where x.category_id = ${search.category} and ${like}
           order by x.term, x.id limit ${LIST_MATCH_LIMIT + 1}`;
      case 'articles':
        return sql<{ id: string }[]>`
          select x.id::text as id from articles x where x.status = 'published' and ${like}
           order by coalesce((x.metadata -> 'pinned') = 'true'::jsonb, false) desc, x.published_at desc, x.id desc
           limit ${LIST_MATCH_LIMIT + 1}`;
      case 'videos':
        return sql<{ id: string }[]>`
          select x.id::text as id from videos x where x.status = 'ready' and ${like}
           order by coalesce((x.metadata -> 'pinned') = 'true'::jsonb, false) desc, x.created_at desc, x.id desc
           limit ${LIST_MATCH_LIMIT + 1}`;
      case 'guides':
        return sql<{ id: string }[]>`
          select x.slug as id from ev_install_articles x
           where x.published_at is not null and x.published_at <= now() and ${like}
           order by x.created_at desc, x.id desc limit ${LIST_MATCH_LIMIT + 1}`;
    }
  });
  return { ids: rows.slice(0, LIST_MATCH_LIMIT).map((row) => row.id), more: rows.length > LIST_MATCH_LIMIT };
}
