import 'server-only';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS, type Tag } from '@/lib/db/tags';
import type { FaultSystem } from '@/lib/fault-codes/code';
import { codePhrasesOf, contentPhrasesOf } from '@/lib/fault-codes/key-phrases';
import {
  CODES_PER_CONTENT,
  RELATED_PER_KIND,
  relationHref,
  type CodeAbout,
  type RelatedItem,
  type RelationKind,
  type RelationMode,
  type RelationOverride,
} from '@/lib/fault-codes/relations';

/**
 * Scores of a relation (docs/product/fault-codes.md § Related content): naming the code outweighs everything, the
 * key phrase in the content's title makes it about the code's subject (more so its most specific phrase), and the
 * full-text rank (titles weighing
 * most, normalized by length as /search does) orders the rest.
 */
const NAMES_CODE = 3;
const SUBJECT_IN_TITLE = 1;
const MAIN_SUBJECT_IN_TITLE = 1;
const RANK_NORMALIZATION = 1 | 32;

interface RelatedRow {
  kind: RelationKind;
  id: number;
  title: string;
  slug: string | null;
  pinned: boolean;
}

/** Constant SQL per kind of related content: its public rows, its title and its address's slug. */
const RELATED: Record<RelationKind, { from: string; visible: string; title: string; slug: string }> = {
  glossary: { from: 'glossary x', visible: 'true', title: 'x.term', slug: 'null::text' },
  article: { from: 'articles x', visible: "x.status = 'published'", title: 'x.title', slug: 'null::text' },
  guide: { from: 'ev_install_articles x', visible: 'x.published_at is not null and x.published_at <= now()', title: 'x.title', slug: 'x.slug' },
  video: { from: 'videos x', visible: "x.status = 'ready'", title: 'x.title', slug: 'null::text' },
};

/**
 * The glossary terms, articles, charger guides and videos about one code, at most RELATED_PER_KIND of each, in one
 * statement: candidates come from each table's search_vector (the GIN index /search uses) matching the code itself
 * or the content phrases of its title (its system's when its title names none), plus the operator's pins; hidden
 * ones are dropped. Articles the operator chose as the code's related articles are listed under "Read next" already.
 * The query is a scalar subquery (an InitPlan) so that the index serves it, and pins are a branch of their own: an OR
 * with them, or a join with a CTE's row, made every table a sequential scan (324 ms at ten times the content).
 */
async function loadRelatedContent(code: string, title: string, system: FaultSystem): Promise<RelatedItem[]> {
  const phrases = contentPhrasesOf(title, system);
  const sql = db();
  const u = (constantSql: string) => sql.unsafe(constantSql);
  const kinds = Object.keys(RELATED) as RelationKind[];
  const branch = (kind: RelationKind) => {
    const k = RELATED[kind];
    const readNext = kind === 'article' ? sql`and x.id not in (select unnest(related) from q)` : sql``;
    return sql`
      select ${kind}::text as kind, x.id, ${u(k.title)} as title, ${u(k.slug)} as slug, x.search_vector as vector
        from ${u(k.from)}
       where ${u(k.visible)} ${readNext}
         and x.id in (select x.id from ${u(k.from)} where x.search_vector @@ (select code_q || topic_q from q)
                      union select content_id from o where content_kind = ${kind} and mode = 'pinned')`;
  };
  const candidates = kinds.slice(1).reduce((all, kind) => sql`${all} union all ${branch(kind)}`, branch(kinds[0]!));
  const rows = await sql<RelatedRow[]>`
    with q as materialized (
      select to_tsquery('simple', ${code.toLowerCase()}) as code_q,
             (select public.tsquery_any(phraseto_tsquery('english', public.search_fold(p))) from unnest(${phrases.all}::text[]) p) as topic_q,
             (select public.tsquery_any(phraseto_tsquery('english', public.search_fold(p))) from unnest(${phrases.main}::text[]) p) as main_q,
             coalesce((select related_article_ids from fault_codes where code = ${code}), '{}') as related),
    o as materialized (select content_kind, content_id, mode from fault_code_relation_overrides where code = ${code}),
    candidates as (${candidates}),
    scored as (
      select c.kind, c.id, c.title, c.slug, coalesce(o.mode = 'pinned', false) as pinned,
             case when c.vector @@ q.code_q then ${NAMES_CODE} else 0 end
             + case when q.topic_q <> ''::tsquery then
                 case when t.vector @@ q.topic_q then ${SUBJECT_IN_TITLE} else 0 end
                 + case when t.vector @@ q.main_q then ${MAIN_SUBJECT_IN_TITLE} else 0 end
                 + ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', c.vector, q.topic_q, ${RANK_NORMALIZATION})
               else 0 end as score
        from candidates c cross join q
        cross join lateral (select to_tsvector('english', public.search_fold(c.title)) as vector) t
        left join o on o.content_kind = c.kind and o.content_id = c.id
       where o.mode is distinct from 'hidden'),
    numbered as (
      select s.*, row_number() over (partition by s.kind order by s.pinned desc, s.score desc, s.title, s.id) as n from scored s)
    select kind, id, title, slug, pinned from numbered
     where n <= ${RELATED_PER_KIND} or pinned
     order by kind, n`;
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    href: relationHref(row.kind, Number(row.id), row.title, row.slug),
    pinned: row.pinned,
  }));
}

/** Constant SQL per kind of content page: its public rows, its title and the text codes are named in. */
const CONTENT: Record<Exclude<RelationKind, 'video'>, { from: string; visible: string; title: string; text: string }> = {
  glossary: { from: 'glossary x', visible: 'true', title: 'x.term', text: "x.term || ' ' || x.explanation" },
  article: {
    from: 'articles x',
    visible: "x.status = 'published'",
    title: 'x.title',
    text: "x.title || ' ' || coalesce(x.excerpt, '') || ' ' || x.content",
  },
  guide: {
    from: 'ev_install_articles x',
    visible: 'x.published_at is not null and x.published_at <= now()',
    title: 'x.title',
    text: "x.title || ' ' || coalesce(x.meta_description, '') || ' ' || x.body",
  },
};

export type CodesAboutKind = keyof typeof CONTENT;

interface CodeRow {
  code: string;
  title: string;
  system: FaultSystem;
  high_voltage: boolean;
  pinned: boolean;
}

/**
 * The codes one glossary term, article or guide is about, at most CODES_PER_CONTENT, in one statement: the codes its
 * text names, the codes of the family its title makes its subject (through the codes' full-text index, closest to
 * the title's words first), the operator's pins, and for an article the codes that chose it as a related article.
 */
async function loadCodesAbout(kind: CodesAboutKind, id: number, title: string): Promise<CodeAbout[]> {
  const source = CONTENT[kind];
  const u = (constantSql: string) => db().unsafe(constantSql);
  const phrases = codePhrasesOf(title);
  const rows = await db()<CodeRow[]>`
    with content as (select ${u(source.title)} as title, ${u(source.text)} as text from ${u(source.from)} where x.id = ${id} and ${u(source.visible)}),
    named as (select distinct m[1] as code from content, regexp_matches(content.text, '\\m([PU][0-9A-F]{4})\\M', 'g') m),
    q as materialized (
      select (select public.tsquery_any(phraseto_tsquery('english', public.search_fold(p))) from unnest(${phrases}::text[]) p) as topic_q,
             (select public.tsquery_any(plainto_tsquery('english', public.search_fold(w)))
                from content, regexp_split_to_table(content.title, '\\s+') w) as title_q),
    o as materialized (select code, mode from fault_code_relation_overrides where content_kind = ${kind} and content_id = ${id}),
    pins as (
      select code from o where mode = 'pinned'
      union select code from fault_codes where ${kind} = 'article' and related_article_ids @> array[${id}]::bigint[]),
    -- Each way in is a branch of its own, so each uses its index (an OR of them scanned every code).
    found as (
      select code from named
      union select f.code from fault_codes f where (select topic_q from q) <> ''::tsquery and f.search_vector @@ (select topic_q from q)
      union select code from pins),
    candidates as (
      select f.code, f.title, f.system, f.high_voltage, f.search_vector,
             f.code in (select code from named) as names,
             f.code in (select code from pins) as pinned
        from fault_codes f
       where f.code in (select code from found)
         and exists (select 1 from content)
         and f.code not in (select code from o where mode = 'hidden')),
    numbered as (
      select c.code, c.title, c.system, c.high_voltage, c.pinned,
             row_number() over (order by c.pinned desc, c.names desc,
                                case when q.title_q <> ''::tsquery then ts_rank(c.search_vector, q.title_q) else 0 end desc,
                                c.code) as n
        from candidates c, q)
    select code, title, system, high_voltage, pinned from numbered
     where n <= ${CODES_PER_CONTENT} or pinned
     order by n`;
  return rows.map((row) => ({ code: row.code, title: row.title, system: row.system, highVoltage: row.high_voltage, pinned: row.pinned }));
}

const CONTENT_TAG: Record<CodesAboutKind, Tag> = { glossary: TAGS.glossary, article: TAGS.articles, guide: TAGS.installGuides };

export const getRelatedContent = cachedReader(
  loadRelatedContent,
  ['fault-code-related-content'],
  [TAGS.faultCodes, TAGS.glossary, TAGS.articles, TAGS.installGuides, TAGS.videos],
);

const codesAboutReaders = Object.fromEntries(
  (Object.keys(CONTENT) as CodesAboutKind[]).map((kind) => [
    kind,
    cachedReader((id: number, title: string) => loadCodesAbout(kind, id, title), ['codes-about', kind], [TAGS.faultCodes, CONTENT_TAG[kind]]),
  ]),
) as Record<CodesAboutKind, (id: number, title: string) => Promise<CodeAbout[]>>;

/** The codes a glossary term, article or guide is about (its page's "Fault codes about this"). */
export const listCodesAbout = (kind: CodesAboutKind, id: number, title: string) => codesAboutReaders[kind](id, title);

interface OverrideRow {
  code: string;
  content_kind: RelationKind;
  content_id: number;
  title: string | null;
  mode: RelationMode;
}

/** The operator's pins and hides of one code, with each content's title, by kind and title. */
export async function listRelationOverrides(code: string): Promise<RelationOverride[]> {
  const rows = await db()<OverrideRow[]>`
    select o.code, o.content_kind, o.content_id, o.mode,
           case o.content_kind
             when 'glossary' then (select term from glossary where id = o.content_id)
             when 'article' then (select title from articles where id = o.content_id)
             when 'guide' then (select title from ev_install_articles where id = o.content_id)
             when 'video' then (select title from videos where id = o.content_id)
           end as title
      from fault_code_relation_overrides o
     where o.code = ${code}
     order by o.content_kind, title, o.content_id`;
  return rows.map((row) => ({ code: row.code, kind: row.content_kind, contentId: Number(row.content_id), title: row.title, mode: row.mode }));
}

/** The content an override may name, each kind by title (drafts too: they show once published). */
export async function listRelationContentOptions(): Promise<{ kind: RelationKind; id: number; title: string }[]> {
  const rows = await db()<{ kind: RelationKind; id: number; title: string }[]>`
    select 'glossary' as kind, id, term as title from glossary
    union all select 'article', id, title from articles
    union all select 'guide', id, title from ev_install_articles
    union all select 'video', id, title from videos
    order by kind, title, id`;
  return rows.map((row) => ({ kind: row.kind, id: Number(row.id), title: row.title }));
}

type OverrideOutcome = { status: 'saved' } | { status: 'unknown-code' } | { status: 'unknown-content' };

/** Pins or hides one relation (replacing the other mode); refuses a code or content the site does not have. */
export async function setRelationOverride(code: string, kind: RelationKind, contentId: number, mode: RelationMode): Promise<OverrideOutcome> {
  return db().begin(async (tx): Promise<OverrideOutcome> => {
    const [found] = await tx<{ code: boolean; content: boolean }[]>`
      select exists (select 1 from fault_codes where code = ${code}) as code,
             case ${kind}::text
               when 'glossary' then exists (select 1 from glossary where id = ${contentId})
               when 'article' then exists (select 1 from articles where id = ${contentId})
               when 'guide' then exists (select 1 from ev_install_articles where id = ${contentId})
               when 'video' then exists (select 1 from videos where id = ${contentId})
             end as content`;
    if (!found?.code) return { status: 'unknown-code' };
    if (!found.content) return { status: 'unknown-content' };
    await tx`
      insert into fault_code_relation_overrides (code, content_kind, content_id, mode)
      values (${code}, ${kind}, ${contentId}, ${mode})
      on conflict (code, content_kind, content_id) do update set mode = excluded.mode, updated_at = now()`;
    return { status: 'saved' };
  });
}

/** Drops the operator's pin or hide: the relation is computed again. */
export async function clearRelationOverride(code: string, kind: RelationKind, contentId: number): Promise<void> {
  await db()`delete from fault_code_relation_overrides where code = ${code} and content_kind = ${kind} and content_id = ${contentId}`;
}
