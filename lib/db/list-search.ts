import 'server-only';
import { readWithPolicy } from '@/lib/db/cached-reader';
import { db, type Sql } from '@/lib/db/client';
import { LIST_MATCH_LIMIT, type ListMatches, type ListSearch } from '@/lib/content/list-query';

/** A trigram index finds substrings of this length and more. */
const MIN_INDEXED_LENGTH = 3;

/** LIKE's own characters in what the visitor typed, escaped so that they match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Most close matches offered when nothing contains the query: the likeliest few, not a second list. */
const CLOSE_MATCH_LIMIT = 20;
/** Close matches are read from queries this long: a shorter word shares too few trigrams to tell anything. */
const MIN_CLOSE_LENGTH = 4;
/**
 * Strict word similarity (trigrams) from which a row's text counts as what a misspelled query meant. The site
 * search compares titles with plain word similarity; a list row's text holds its whole body, where plain word
 * similarity counts the query's trigrams over any stretch of words, however long, so a few common words
 * scattered through a long article would match. The strict form compares whole words and charges for the
 * stretch's other trigrams.
 */
const CLOSE_THRESHOLD = 0.5;

/** The rows of one list that the public sees, as constant SQL (no input): which table, and the list's own order. */
function listOf(sql: Sql, search: ListSearch) {
  switch (search.kind) {
    case 'glossary':
      return { id: sql`x.id::text`, from: sql`glossary x`, visible: sql`true`, order: sql`lower(x.term), x.id` };
    case 'category':
      return { id: sql`x.id::text`, from: sql`glossary x`, visible: sql`x.category_id = ${search.category}`, order: sql`x.term, x.id` };
    case 'articles':
      return {
        id: sql`x.id::text`,
        from: sql`articles x`,
        visible: sql`x.status = 'published'`,
        order: sql`coalesce((x.metadata -> 'pinned') = 'true'::jsonb, false) desc, x.published_at desc, x.id desc`,
      };
    case 'videos':
      return {
        id: sql`x.id::text`,
        from: sql`videos x`,
        visible: sql`x.status = 'ready'`,
        order: sql`coalesce((x.metadata -> 'pinned') = 'true'::jsonb, false) desc, x.created_at desc, x.id desc`,
      };
    case 'guides':
      return {
        id: sql`x.slug`,
        from: sql`ev_install_articles x`,
        visible: sql`x.published_at is not null and x.published_at <= now()`,
        order: sql`x.created_at desc, x.id desc`,
      };
  }
}

/**
 * The rows of one list, as the public sees it, whose searched fields contain the query (case- and
 * accent-insensitive): each table's `list_search` column holds them folded (migration 0200), the row's name
 * first, under a trigram index. Ranked and, when nothing contains the query, completed with close matches as
 * docs/product/search.md § List searches says. Not cached: a visitor could fill the data cache by typing.
 * At most LIST_MATCH_LIMIT ids; `more` says whether others matched. A blank query matches nothing.
 */
export async function findListMatches(search: ListSearch): Promise<ListMatches> {
  if (!search.q) return { ids: [], more: false };
  const sql = db();
  const list = listOf(sql, search);
  // The trigram index serves queries of three characters or more. A shorter one has no trigram, yet a prepared
  // statement's generic plan may still send it to the index, which then reads all of it (70 ms at 3,000 terms
  // instead of 1 ms): short queries use strpos, which the planner never takes to the index.
  const like =
    [...search.q].length >= MIN_INDEXED_LENGTH
      ? sql`x.list_search like '%' || public.list_fold(${escapeLike(search.q)}) || '%'`
      : sql`strpos(x.list_search, public.list_fold(${search.q})) > 0`;
  const name = sql`split_part(x.list_search, chr(31), 1)`;
  const folded = sql`public.list_fold(${search.q})`;
  const rows = await readWithPolicy(
    () => sql<{ id: string }[]>`
      select ${list.id} as id from ${list.from} where ${list.visible} and ${like}
       order by case when ${name} = ${folded} then 0
                     when starts_with(${name}, ${folded}) then 1
                     when strpos(${name}, ${folded}) > 0 then 2
                     else 3 end,
                ${list.order}
       limit ${LIST_MATCH_LIMIT + 1}`,
  );
  if (rows.length > 0) {
    return { ids: rows.slice(0, LIST_MATCH_LIMIT).map((row) => row.id), more: rows.length > LIST_MATCH_LIMIT };
  }
  if ([...search.q].length < MIN_CLOSE_LENGTH) return { ids: [], more: false };
  const close = await readWithPolicy(() =>
    sql.begin(async (tx) => {
      // The trigram operator reads its threshold from the session; this transaction's only. The planner costs the
      // operator as a cheap comparison and reads a small table whole, comparing every row's body: 96 ms over the
      // seeded glossary for a query with no close match, 2 ms through the trigram index, which leaves only the
      // rows sharing enough trigrams to compare (docs/decisions/0350-search-relevance-and-paging.md). The list's own
      // condition is asked `is true` so that no partial index proves it: the planner took the published articles'
      // index and compared all 100 bodies of a tenfold copy, 2.3 s for a query nothing is close to (12 ms now).
      await tx`select set_config('pg_trgm.strict_word_similarity_threshold', ${String(CLOSE_THRESHOLD)}, true),
                      set_config('enable_seqscan', 'off', true)`;
      return tx<{ id: string }[]>`
        select ${list.id} as id from ${list.from}
         where (${list.visible}) is true and ${folded} operator(extensions.<<%) x.list_search
         order by extensions.strict_word_similarity(${folded}, ${name}) desc,
                  extensions.similarity(${folded}, ${name}) desc,
                  extensions.strict_word_similarity(${folded}, x.list_search) desc,
                  ${list.order}
         limit ${CLOSE_MATCH_LIMIT}`;
    }),
  );
  return close.length > 0 ? { ids: close.map((row) => row.id), more: false, close: true } : { ids: [], more: false };
}
