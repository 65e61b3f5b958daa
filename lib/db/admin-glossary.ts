import 'server-only';
import { db, type Sql } from '@/lib/db/client';

/** One row of the back office's glossary list. */
interface AdminGlossaryEntry {
  id: number;
  term: string;
  /** Stored HTML: the list shows it as text, the editor as it is. */
  explanation: string;
  categoryId: string | null;
  /** ISO timestamp of the last change to the term, explanation or category. */
  updatedAt: string;
}

interface AdminGlossaryPage {
  entries: AdminGlossaryEntry[];
  /** Entries matching the search (all entries without one). */
  total: number;
  page: number;
  pageSize: number;
}

/** A term that appears more than once when compared case-insensitively. */
interface DuplicateTerm {
  term: string;
  copies: number;
}

export interface GlossaryTermName {
  id: number;
  term: string;
}

interface GlossaryEntryValues {
  term: string;
  explanation: string;
  categoryId: string | null;
}

interface ImportRow {
  term: string;
  explanation: string;
}

interface ImportOutcome {
  added: number;
  /** Terms skipped because the glossary already has them (compared case-insensitively). */
  existing: string[];
}

/** The batch size for CSV glossary inserts (docs/product/limits.md §8). */
const IMPORT_BATCH_SIZE = 10;

interface EntryRow {
  id: number;
  term: string;
  explanation: string;
  category_id: string | null;
  updated_at: Date;
}

const toEntry = (row: EntryRow): AdminGlossaryEntry => ({
  id: row.id,
  term: row.term,
  explanation: row.explanation,
  categoryId: row.category_id,
  updatedAt: row.updated_at.toISOString(),
});

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One page of the glossary by term, optionally narrowed to entries whose term or explanation text
 * contains the query (case-insensitive; tags in the stored HTML are not searched).
 */
export async function listAdminGlossaryPage(options: { query?: string; page: number; pageSize: number }): Promise<AdminGlossaryPage> {
  const sql = db();
  const query = options.query?.trim() ?? '';
  const filter = query
    ? sql`where search_text ilike ${likePattern(query)}`
    : sql``;
  const [counted] = await sql<{ total: number }[]>`select count(*)::int as total from glossary ${filter}`;
  const total = counted?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / options.pageSize));
  const page = Math.min(Math.max(1, options.page), lastPage);
  const rows = await sql<EntryRow[]>`
    select id, term, explanation, category_id, updated_at from glossary ${filter}
    order by lower(term), id
    limit ${options.pageSize} offset ${(page - 1) * options.pageSize}`;
  return { entries: rows.map(toEntry), total, page, pageSize: options.pageSize };
}

/** Terms present more than once (case-insensitive, surrounding spaces ignored), most copies first. */
export async function findDuplicateTerms(): Promise<DuplicateTerm[]> {
  return db()<DuplicateTerm[]>`
    select min(btrim(term)) as term, count(*)::int as copies
    from glossary
    group by lower(btrim(term))
    having count(*) > 1
    order by count(*) desc, min(lower(btrim(term)))`;
}

/** Every term with its id: what the editor's preview links, as the public term modal does. */
export async function listGlossaryTermNames(): Promise<GlossaryTermName[]> {
  return db()<GlossaryTermName[]>`select id, term from glossary order by term, id`;
}

export async function insertGlossaryEntry(entry: GlossaryEntryValues): Promise<number> {
  const [row] = await db()<{ id: number }[]>`
    insert into glossary (term, explanation, category_id)
    values (${entry.term}, ${entry.explanation}, ${entry.categoryId})
    returning id`;
  return row!.id;
}

/**
 * Saves an edited entry. Returns the category the entry had before (its old category page changes too),
 * or undefined when no such entry exists.
 */
export async function updateGlossaryEntry(id: number, entry: GlossaryEntryValues): Promise<{ previousCategoryId: string | null } | undefined> {
  const [row] = await db()<{ previous: string | null }[]>`
    update glossary g
    set term = ${entry.term}, explanation = ${entry.explanation}, category_id = ${entry.categoryId}
    from (select id, category_id from glossary where id = ${id} for update) old
    where g.id = old.id
    returning old.category_id as previous`;
  return row ? { previousCategoryId: row.previous } : undefined;
}

/** Deletes an entry; returns the category it was in, or undefined when no such entry exists. */
export async function deleteGlossaryEntry(id: number): Promise<{ categoryId: string | null } | undefined> {
  const [row] = await db()<{ category_id: string | null }[]>`delete from glossary where id = ${id} returning category_id`;
  return row ? { categoryId: row.category_id } : undefined;
}

// Serializes imports, so two at once cannot both add the same new term.
const IMPORT_LOCK = 80_001;

/** The case-insensitive key terms are compared by, the same as lower(btrim(term)) in SQL. */
const keyOf = (term: string) => term.trim().toLowerCase();

/**
 * Adds CSV rows in one transaction: either every new entry is added or none is. Terms the glossary
 * already has are skipped and reported; the caller has already dropped repeats within the file. The rows
 * are inserted in batches of 10, as the product description says, sent back to back on the transaction's connection
 * without waiting for each reply, so a hosted database's round-trip time is paid about once, not per batch.
 */
export async function importGlossaryEntries(rows: readonly ImportRow[], sql: Sql = db()): Promise<ImportOutcome> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${IMPORT_LOCK})`;
    const keys = [...new Set(rows.map((row) => keyOf(row.term)))];
    const taken = new Set(
      (await tx<{ key: string }[]>`
        select distinct lower(btrim(term)) as key from glossary where lower(btrim(term)) = any(${keys}::text[])`).map(
        (row) => row.key,
      ),
    );
    const existing: string[] = [];
    const fresh: ImportRow[] = [];
    for (const row of rows) {
      if (taken.has(keyOf(row.term))) existing.push(row.term);
      else fresh.push({ term: row.term, explanation: row.explanation });
    }
    const batches: ImportRow[][] = [];
    for (let start = 0; start < fresh.length; start += IMPORT_BATCH_SIZE) batches.push(fresh.slice(start, start + IMPORT_BATCH_SIZE));
    await Promise.all(batches.map((batch) => tx`insert into glossary ${tx(batch, 'term', 'explanation')}`));
    return { added: fresh.length, existing };
  }) as Promise<ImportOutcome>;
}

/** Runs the database's duplicate removal (keeps the oldest entry of each term); returns how many went. */
export async function removeDuplicateGlossaryTerms(): Promise<number> {
  const [row] = await db()<{ removed: number }[]>`select remove_duplicate_glossary_terms() as removed`;
  return row?.removed ?? 0;
}
