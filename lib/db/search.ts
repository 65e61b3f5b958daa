import 'server-only';
import type { TransactionSql } from 'postgres';
import { db, type Sql } from '@/lib/db/client';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, searchWords } from '@/lib/search/query';
import type { GroupedSearchResult, SearchGroup, SearchHit, SearchKind, SearchResult } from '@/lib/search/types';

export type { GroupedSearchResult, SearchResult };

/** Title similarity (trigrams) from which a title counts as what a misspelled query meant. */
const SIMILAR_THRESHOLD = 0.35;
/**
 * ts_rank_cd normalization: divided by 1 + log(length) (1), then scaled into 0..1 (32). Without the length
 * term a long article that mentions "BMS" ten times outranks the glossary entry about the BMS.
 */
const RANK_NORMALIZATION = 1 | 32;
/** A hit that matched by title similarity only shows the start of its text, this long. */
const PLAIN_SNIPPET_LENGTH = 180;
/** Marks a snippet that starts or ends inside its text. */
const ELLIPSIS = '…';
/** A query word missing from every title is also read as the closest title words at least this similar. */
const CORRECTION_THRESHOLD = 0.45;

interface Row {
  kind: SearchKind;
  id: number;
  title: string;
  slug: string | null;
  snippet: string;
  cut_before: boolean;
  cut_after: boolean;
  score: number;
  match: SearchHit['match'];
  total: string;
  kind_total: string;
}

/**
 * The searchable rows of each kind: what the public may see, its title, the folded text its trigram index
 * is built on (so `<%` can use the index), and its text for snippets. Constant SQL, no input.
 */
const KINDS: Array<{
  kind: SearchKind;
  from: string;
  visible: string;
  title: string;
  slug: string;
  folded: string;
  /** The row's own name folded: a query equal to it ranks the row first (a term, a fault code). */
  exact: string;
  /**
   * For a large table of short names (fault codes): only full-text matches are candidates, at most `cap` of them
   * (the row named exactly first, then those with every word), and its titles feed no misspelling correction.
   * Scoring nearly 1,800 codes that say "battery" made the whole search six times slower.
   */
  cap?: number;
  /**
   * Scales a capped row's relevance (not the exact-name bonus). A code's title is a terse name: without this,
   * "control pilot" listed three codes above the glossary's explanation.
   */
  weight?: number;
  /** A table of the kind's title words (column `word`, trigram-indexed): misspellings read from it when the kind is searched alone. */
  words?: string;
  body: string;
}> = [
  {
    kind: 'glossary',
    from: 'glossary x',
    visible: 'true',
    title: 'x.term',
    slug: 'null::text',
    folded: 'public.search_fold(x.term)',
    exact: 'public.search_fold(x.term)',
    body: 'public.search_plain(x.explanation)',
  },
  {
    kind: 'article',
    from: 'articles x',
    visible: "x.status = 'published'",
    title: 'x.title',
    slug: 'null',
    folded: 'public.search_fold(x.title)',
    exact: 'public.search_fold(x.title)',
    body: "public.search_plain(coalesce(x.excerpt, '') || ' ' || x.content)",
  },
  {
    kind: 'video',
    from: 'videos x',
    visible: "x.status = 'ready'",
    title: 'x.title',
    slug: 'null',
    folded: 'public.search_fold(x.title)',
    exact: 'public.search_fold(x.title)',
    body: "coalesce(x.description, '')",
  },
  {
    kind: 'guide',
    from: 'ev_install_articles x',
    visible: 'x.published_at is not null and x.published_at <= now()',
    title: 'x.title',
    slug: 'x.slug',
    folded: 'public.search_fold(x.title)',
    exact: 'public.search_fold(x.title)',
    body: "public.search_plain(coalesce(x.meta_description, '') || ' ' || x.body)",
  },
  {
    kind: 'tire',
    from: 'tires x',
    visible: 'true',
    title: "x.brand || ' ' || x.model || ' ' || x.size",
    slug: 'null',
    folded: "public.search_fold(x.brand || ' ' || x.model)",
    exact: "public.search_fold(x.brand || ' ' || x.model)",
    body: "x.brand || ' ' || x.model || ', ' || x.size || ' ' || x.load_index || x.speed_rating || case when x.is_ev_rated then ', EV-rated' else '' end",
  },
  {
    kind: 'vehicle',
    from: 'vehicles x',
    visible: 'true',
    title: "x.year || ' ' || x.make || ' ' || x.model || ' ' || x.trim",
    slug: 'null',
    folded: "public.search_fold(x.make || ' ' || x.model)",
    exact: "public.search_fold(x.make || ' ' || x.model)",
    body: "'OEM tire size ' || x.oem_tire_size || ', load index ' || coalesce(x.load_index_min::text, 'not published') || ', speed rating ' || coalesce(x.speed_rating_min, 'not published')",
  },
  {
    kind: 'fault-code',
    from: 'fault_codes x',
    visible: 'true',
    title: "x.code || ' ' || x.title",
    slug: 'x.code',
    // The stored folded code and title (migration 0230), under its own trigram index: folding nearly 1,800 titles
    // at every search cost more than the rest of the search.
    folded: 'x.list_search',
    exact: 'lower(x.code)',
    cap: 20,
    weight: 0.7,
    words: 'fault_code_words',
    body: "x.code || ': ' || x.title || case when x.high_voltage then ' (high-voltage system)' else '' end",
  },
];

type Kind = (typeof KINDS)[number];

const unionOf = (sql: TransactionSql, each: (kind: Kind) => ReturnType<TransactionSql>, kinds: readonly Kind[] = KINDS) =>
  kinds.slice(1).reduce((all, kind) => sql`${all} union all ${each(kind)}`, each(kinds[0]!));

/**
 * Candidates of the fault codes when they are searched alone (`/fault-codes`, `/search?kind=codes`): the codes a
 * visitor can page to, bounded so that a word named by thousands of titles at ten times the codes stays fast (every
 * candidate is scored). The first screen counts codes up to the same bound but scores only the ranking's 20.
 */
export const KIND_CAP = 200;
/** Hits of each kind on the first screen of all results (docs/product/search.md § Groups). */
export const GROUP_SIZE = 5;

/** Which hits a search answers: one page of the ranking, of all kinds or of one, or the best few of each kind. */
type Scope = { kind?: SearchKind; limit: number; offset: number } | { perKind: number };

/**
 * Ranked search over glossary terms, articles, videos, guides, tires, vehicles and fault codes:
 * - each query word also matches its synonym (BMS, battery management system) and, when the titles that
 *   resemble it do not contain it, the title words it most resembles ("contacter" also reads as "contactor");
 * - candidates come from the full-text and trigram indexes of each table;
 * - full-text rank with titles weighing most, a bonus when every word matches and when the title is the
 *   query, a bonus for titles that look like the query (trigram similarity), so typos still rank the entry
 *   that was meant first, and a bonus for the share of the title the query covers.
 * `limit` hits from the `offset`-th on; `total` counts every hit (docs/product/search.md § Pages).
 */
export async function searchSite(rawQuery: string, limit = 20, offset = 0): Promise<SearchResult> {
  return searchPage(rawQuery, { limit, offset });
}

/**
 * The same ranking over one kind only, with its own count and pages (`/search?kind=…`, the `/fault-codes` search).
 * Searched alone, fault codes are candidates up to KIND_CAP, and their own title words also correct misspellings.
 */
export async function searchKind(rawQuery: string, kind: SearchKind, limit = 20, offset = 0): Promise<SearchResult> {
  return searchPage(rawQuery, { kind, limit, offset });
}

async function searchPage(rawQuery: string, scope: { kind?: SearchKind; limit: number; offset: number }): Promise<SearchResult> {
  const rows = await rank(rawQuery, scope);
  if (rows === undefined) return { hits: [], total: 0, suggestions: [] };
  // A page past the last has no row to carry the count: the first page's does.
  if (rows.length === 0 && scope.offset > 0) return { ...(await searchPage(rawQuery, { ...scope, limit: 1, offset: 0 })), hits: [] };
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  const suggestions = total === 0 ? await suggest(db(), searchWords(rawQuery).join(' ')) : [];
  return { hits: rows.map(toHit), total, suggestions };
}

/**
 * The first screen of all results: the best GROUP_SIZE hits of each kind in the ungrouped ranking, each kind with the
 * count its own list pages through, kinds in the order of their best hit (docs/product/search.md § Groups).
 */
export async function searchGroups(rawQuery: string): Promise<GroupedSearchResult> {
  const rows = await rank(rawQuery, { perKind: GROUP_SIZE });
  if (rows === undefined) return { groups: [], total: 0, suggestions: [] };
  const groups: SearchGroup[] = [];
  for (const row of rows) {
    let group = groups.find((entry) => entry.kind === row.kind);
    if (!group) groups.push((group = { kind: row.kind, total: Number(row.kind_total), hits: [] }));
    group.hits.push(toHit(row));
  }
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const suggestions = total === 0 ? await suggest(db(), searchWords(rawQuery).join(' ')) : [];
  return { groups, total, suggestions };
}

/** The ranked rows a scope asks for, or undefined when the query has no word to search. */
async function rank(rawQuery: string, scope: Scope): Promise<Row[] | undefined> {
  const words = searchWords(rawQuery);
  if (words.length === 0) return undefined;
  const phrase = words.join(' ');
  const perKind = 'perKind' in scope ? scope.perKind : undefined;
  const only = 'kind' in scope && scope.kind ? KINDS.filter((k) => k.kind === scope.kind) : KINDS;
  const alone = only.length === 1;
  const limit = perKind === undefined ? (scope as { limit: number }).limit : perKind * KINDS.length;
  const offset = perKind === undefined ? (scope as { offset: number }).offset : 0;
  return db().begin(async (sql) => {
    // The trigram operators read their threshold from the session; this transaction's only.
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILAR_THRESHOLD)}, true)`;
    const u = (constantSql: string) => sql.unsafe(constantSql);
    const ownWords = alone ? only[0]!.words : undefined;
    return sql<Row[]>`
    with input as (select public.search_fold(${phrase}) as phrase, ${words}::text[] as words),
    long_words as (select w from input, unnest(input.words) w where length(w) >= 4),
    similar_titles as (
      -- One probe of each table's trigram index per word (a lateral join keeps the index usable).
      ${unionOf(
        sql,
        (k) => sql`select t.folded from long_words, lateral (
                                   select ${u(k.folded)} as folded from ${u(k.from)}
                                    where ${u(k.cap === undefined ? k.visible : 'false')}
                                      and long_words.w operator(extensions.<%) ${u(k.folded)}) t`,
      )}
      ${
        ownWords
          ? sql`union all select t.word from long_words, lateral (
                  select v.word from ${u(ownWords)} v where long_words.w operator(extensions.<%) v.word) t`
          : sql``
      }),
    vocabulary as (
      select distinct word from similar_titles, regexp_split_to_table(similar_titles.folded, '[^a-z0-9]+') as word
       where length(word) >= 3),
    parts as (
      select plainto_tsquery('english', public.search_fold(w))
             || coalesce((select phraseto_tsquery('english', s.expansion) from search_synonyms s where s.term = w), ''::tsquery)
             || coalesce((
                  select public.tsquery_any(plainto_tsquery('english', c.word))
                    from (select v.word from vocabulary v
                           where length(w) >= 4 and not exists (select 1 from vocabulary x where x.word = public.search_fold(w))
                             and extensions.similarity(v.word, public.search_fold(w)) >= ${CORRECTION_THRESHOLD}
                           order by extensions.similarity(v.word, public.search_fold(w)) desc limit 2) c), ''::tsquery) as part
        from unnest(${words}::text[]) as w),
    q as (select public.tsquery_all(part) as every_word, public.tsquery_any(part) as any_word from parts),
    query_terms as (
      select array_agg(distinct t) as terms from (
        select public.search_fold(w) as t from unnest(${words}::text[]) as w
        union all
        select regexp_split_to_table(public.search_fold(s.expansion), '[^a-z0-9]+')
          from search_synonyms s where s.term = any(${words}::text[])) x),
    candidates as (
      ${unionOf(
        sql,
        (k) =>
          k.cap === undefined
            ? sql`select ${k.kind}::text as kind, x.id, ${u(k.title)} as title, ${u(k.slug)} as slug,
                       x.search_vector as vector, ${u(k.folded)} as folded, ${u(k.exact)} as exact, 1::float as weight
                  from ${u(k.from)}, q, input
                 where ${u(k.visible)}
                   and ((q.any_word <> ''::tsquery and x.search_vector @@ q.any_word)
                        or input.phrase operator(extensions.<%) ${u(k.folded)})`
            : sql`select * from (
                  select ${k.kind}::text as kind, x.id, ${u(k.title)} as title, ${u(k.slug)} as slug,
                         x.search_vector as vector, ${u(k.folded)} as folded, ${u(k.exact)} as exact,
                         ${u(String(k.weight ?? 1))}::float as weight
                    from ${u(k.from)}, q, input
                   where ${u(k.visible)} and q.any_word <> ''::tsquery and x.search_vector @@ q.any_word
                   order by ${u(k.exact)} = input.phrase desc, x.search_vector @@ q.every_word desc,
                            ts_rank(x.search_vector, q.any_word) desc
                   limit ${alone ? KIND_CAP : k.cap}) capped`,
        only,
      )}),
    scored as (
      select c.*, q.every_word, q.any_word,
             c.vector @@ q.every_word as has_all,
             extensions.word_similarity(input.phrase, c.folded) as similarity,
             regexp_split_to_array(c.folded, '[^a-z0-9]+') as title_words
        from candidates c, q, input),
    rated as (
      select s.kind, s.id, s.title, s.slug, s.has_all, s.vector @@ s.any_word as has_some, s.any_word,
             s.weight * (
               case when s.has_all then 0.5 + ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', s.vector, s.every_word, ${RANK_NORMALIZATION}) else 0 end
               + case when s.any_word <> ''::tsquery then 0.3 * ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', s.vector, s.any_word, ${RANK_NORMALIZATION}) else 0 end
               + case when s.similarity >= ${SIMILAR_THRESHOLD} then 1.5 * s.similarity * s.similarity else 0 end
               -- Share of the title's words that the query (or its synonyms) names: the entry about a thing
               -- outranks a long article that mentions it.
               + 0.8 * (select count(*) from unnest(s.title_words) tw where tw = any(qt.terms))::float
                     / greatest(cardinality(s.title_words), 1))
             + case when s.exact = input.phrase then 1 else 0 end as score
        from scored s, query_terms qt, input),
    counted as (
      select r.*, count(*) over () as total,
             ${
               // One page of a ranking needs no count per kind: the sort it costs is paid by the first screen only.
               perKind === undefined
                 ? sql`0::bigint as kind_total, 0::bigint as kind_rank`
                 : sql`count(*) over (partition by r.kind) as kind_total,
                       row_number() over (partition by r.kind order by r.score desc, r.title, r.id) as kind_rank`
             }
        from rated r),
    ranked as (
      select * from counted c
       where ${perKind === undefined ? sql`true` : sql`c.kind_rank <= ${perKind}`}
       order by c.score desc, c.title, c.kind, c.id
       limit ${limit} offset ${offset}),
    bodies as (
      ${unionOf(
        sql,
        (k) => sql`select ${k.kind}::text as kind, x.id, ${u(k.body)} as body from ${u(k.from)}
                                 where x.id in (select r.id from ranked r where r.kind = ${k.kind})`,
        only,
      )})
    select r.kind, r.id, r.title, r.slug, r.score, r.total,
           ${
             perKind === undefined
               ? sql`r.kind_total`
               : // On the first screen a capped kind is counted, not scored, up to what its own list can page to.
                 sql`case ${only
                   .filter((k) => k.cap !== undefined)
                   .reduce(
                     (cases, k) => sql`${cases} when r.kind = ${k.kind} then (
                       select count(*) from (select 1 from ${u(k.from)}, q
                        where ${u(k.visible)} and q.any_word <> ''::tsquery and x.search_vector @@ q.any_word
                        limit ${KIND_CAP}) upto)`,
                     sql``,
                   )} else r.kind_total end`
           } as kind_total,
           case when r.has_all then 'all' when r.has_some then 'some' else 'similar' end as match,
           h.snippet,
           -- Whether words of the text are left out before or after the snippet (spaces and punctuation are not
           -- words); a snippet not found in the text (0) marks nothing.
           f.at > 0 and left(b.body, f.at - 1) ~ '[[:alnum:]]' as cut_before,
           f.at > 0 and substr(b.body, f.at + length(f.plain)) ~ '[[:alnum:]]' as cut_after
      from ranked r join bodies b on b.kind = r.kind and b.id = r.id
      cross join lateral (
        select case when r.has_some
                    then ts_headline('english', b.body, r.any_word, ${`StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "`})
                    else left(b.body, ${PLAIN_SNIPPET_LENGTH}) end as snippet) h
      cross join lateral (
        select plain, position(plain in b.body) as at
          from (select replace(replace(h.snippet, ${HIGHLIGHT_START}, ''), ${HIGHLIGHT_STOP}, '') as plain) stripped) f
     order by r.score desc, r.title, r.kind, r.id`;
  });
}

/** Videos have no page of their own: the videos page filtered to the title shows its card. */
function hrefOf(row: Row): string {
  switch (row.kind) {
    case 'glossary':
      return `/glossary/${row.id}`;
    case 'article':
      return `/article/${row.id}`;
    case 'video':
      return `/videos?q=${encodeURIComponent(row.title)}`;
    case 'guide':
      return `/charger-install/${row.slug}`;
    case 'tire':
      return `/tire-fitment/tire/${row.id}`;
    case 'vehicle':
      return `/tire-fitment/vehicle/${row.id}`;
    case 'fault-code':
      return `/fault-codes/${row.slug}`;
  }
}

const toHit = (row: Row): SearchHit => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  href: hrefOf(row),
  snippet: `${row.cut_before ? `${ELLIPSIS} ` : ''}${row.snippet}${row.cut_after ? ` ${ELLIPSIS}` : ''}`,
  match: row.match,
  score: Number(row.score),
});

/** Glossary terms that share trigrams with the query, for 'No results' (loosest match, five at most). */
async function suggest(sql: Sql, phrase: string): Promise<string[]> {
  const rows = await sql<{ term: string }[]>`
    select term from glossary
     where extensions.similarity(public.search_fold(term), public.search_fold(${phrase})) > 0.1
     order by extensions.similarity(public.search_fold(term), public.search_fold(${phrase})) desc, term
     limit 5`;
  return rows.map((row) => row.term);
}
