import 'server-only';
import { db, type Sql } from '@/lib/db/client';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, searchWords } from '@/lib/search/query';
import type { SearchHit, SearchKind, SearchResult } from '@/lib/search/types';

export type { SearchHit, SearchKind, SearchResult };

/** Title similarity (trigrams) from which a title counts as what a misspelled query meant. */
const SIMILAR_THRESHOLD = 0.35;
/**
 * ts_rank_cd normalization: divided by 1 + log(length) (1), then scaled into 0..1 (32). Without the length
 * term a long article that mentions "BMS" ten times outranks the glossary entry about the BMS.
 */
const RANK_NORMALIZATION = 1 | 32;
/** A query word missing from every title is also read as the closest title words at least this similar. */
const CORRECTION_THRESHOLD = 0.45;

interface Row {
  kind: SearchKind;
  id: number;
  title: string;
  slug: string | null;
  snippet: string;
  score: number;
  match: SearchHit['match'];
}

// The searchable rows of each kind: what the public may see, its title, its text for snippets, its link.
const documents = (sql: Sql) => sql`
  select 'glossary'::text as kind, g.id, g.term as title, null::text as slug,
         public.search_plain(g.explanation) as body, g.search_vector as vector, public.search_fold(g.term) as folded
    from glossary g
  union all
  select 'article', a.id, a.title, null, public.search_plain(coalesce(a.excerpt, '') || ' ' || a.content),
         a.search_vector, public.search_fold(a.title)
    from articles a where a.status = 'published'
  union all
  select 'video', v.id, v.title, null, coalesce(v.description, ''),
         v.search_vector, public.search_fold(v.title)
    from videos v where v.status = 'ready'
  union all
  select 'guide', e.id, e.title, e.slug, public.search_plain(coalesce(e.meta_description, '') || ' ' || e.body),
         e.search_vector, public.search_fold(e.title)
    from ev_install_articles e where e.published_at is not null and e.published_at <= now()
  union all
  select 'tire', t.id, t.brand || ' ' || t.model || ' ' || t.size, null,
         t.brand || ' ' || t.model || ', ' || t.size || ' ' || t.load_index || t.speed_rating
           || case when t.is_ev_rated then ', EV-rated' else '' end,
         t.search_vector, public.search_fold(t.brand || ' ' || t.model)
    from tires t
  union all
  select 'vehicle', v.id, v.year || ' ' || v.make || ' ' || v.model || ' ' || v.trim, null,
         'OEM tire size ' || v.oem_tire_size || ', load index ' || v.load_index_min || ', speed rating ' || v.speed_rating_min,
         v.search_vector, public.search_fold(v.make || ' ' || v.model)
    from vehicles v`;

/**
 * Ranked search over glossary terms, articles, videos, guides, tires and vehicles, in one statement:
 * - each query word also matches its synonym (BMS, battery management system) and, when no title contains
 *   it, the title words it most resembles ("contacter" also reads as "contactor");
 * - full-text rank with titles weighing most, a bonus when every word matches and when the title is the
 *   query, a bonus for titles that look like the query (trigram similarity), so typos still rank the entry
 *   that was meant first, and a bonus for the share of the title the query covers.
 */
export async function searchSite(rawQuery: string, limit = 20): Promise<SearchResult> {
  const words = searchWords(rawQuery);
  if (words.length === 0) return { hits: [], suggestions: [] };
  const sql = db();
  const phrase = words.join(' ');
  const rows = await sql<Row[]>`
    with docs as (${documents(sql)}),
    vocabulary as (
      select distinct word from docs, regexp_split_to_table(docs.folded, '[^a-z0-9]+') as word where length(word) >= 3),
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
    scored as (
      select d.*, q.every_word, q.any_word,
             d.vector @@ q.every_word as has_all,
             extensions.word_similarity(public.search_fold(${phrase}), d.folded) as similarity
        from docs d, q
       where (q.any_word <> ''::tsquery and d.vector @@ q.any_word)
          or extensions.word_similarity(public.search_fold(${phrase}), d.folded) >= ${SIMILAR_THRESHOLD}),
    ranked as (
      select s.*,
             case when s.has_all then 0.5 + ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', s.vector, s.every_word, ${RANK_NORMALIZATION}) else 0 end
             + case when s.any_word <> ''::tsquery then 0.3 * ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', s.vector, s.any_word, ${RANK_NORMALIZATION}) else 0 end
             + case when s.similarity >= ${SIMILAR_THRESHOLD} then 1.5 * s.similarity * s.similarity else 0 end
             -- Share of the title's words that the query (or its synonyms) names: the entry about a thing
             -- outranks a long article that mentions it.
             + case when s.folded = public.search_fold(${phrase}) then 1 else 0 end
             + 0.8 * (select count(*) from unnest(s.title_words) tw where tw = any(qt.terms))::float
                   / greatest(cardinality(s.title_words), 1) as score
        from (select *, regexp_split_to_array(folded, '[^a-z0-9]+') as title_words from scored) s, query_terms qt
       order by score desc, s.title
       limit ${limit})
    select r.kind, r.id, r.title, r.slug, r.score,
           case when r.has_all then 'all' when r.vector @@ r.any_word then 'some' else 'similar' end as match,
           case when r.vector @@ r.any_word
                then ts_headline('english', r.body, r.any_word, ${`StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "`})
                else left(r.body, 180) end as snippet
      from ranked r
     order by r.score desc, r.title`;
  const hits = rows.map(toHit);
  const suggestions = hits.length === 0 ? await suggest(sql, phrase) : [];
  return { hits, suggestions };
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
  }
}

const toHit = (row: Row): SearchHit => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  href: hrefOf(row),
  snippet: row.snippet,
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
