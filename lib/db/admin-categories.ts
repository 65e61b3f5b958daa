import 'server-only';
import { db } from '@/lib/db/client';

interface AdminCategory {
  id: string;
  name: string;
  description: string | null;
  entryCount: number;
}

interface CategoryOverview {
  /** By name. */
  categories: AdminCategory[];
  uncategorized: number;
}

/** An entry as the category screen lists it; the explanation is stored HTML (shown as text). */
interface CategoryEntryRow {
  id: number;
  term: string;
  explanation: string;
  categoryId: string | null;
}

interface CategoryEntriesPage {
  entries: CategoryEntryRow[];
  total: number;
  page: number;
  pageSize: number;
}

interface CategoryInput {
  id: string;
  name: string;
  description: string | null;
}

interface EntryRow {
  id: number;
  term: string;
  explanation: string;
  category_id: string | null;
}

const toEntry = (row: EntryRow): CategoryEntryRow => ({
  id: row.id,
  term: row.term,
  explanation: row.explanation,
  categoryId: row.category_id,
});

/** Every category by name with its entry count, and how many entries have no category. */
export async function listCategoryOverview(): Promise<CategoryOverview> {
  const sql = db();
  const [categories, [counted]] = await Promise.all([
    sql<AdminCategory[]>`
      select c.id, c.name, c.description, count(g.id)::int as "entryCount"
      from categories c left join glossary g on g.category_id = c.id
      group by c.id
      order by c.name, c.id`,
    sql<{ uncategorized: number }[]>`select count(*)::int as uncategorized from glossary where category_id is null`,
  ]);
  return { categories: [...categories], uncategorized: counted?.uncategorized ?? 0 };
}

/** One page of the entries in a category (null: the uncategorized ones), by term. */
export async function listCategoryEntries(
  categoryId: string | null,
  options: { page: number; pageSize: number },
): Promise<CategoryEntriesPage> {
  const sql = db();
  const filter = categoryId === null ? sql`category_id is null` : sql`category_id = ${categoryId}`;
  const [counted] = await sql<{ total: number }[]>`select count(*)::int as total from glossary where ${filter}`;
  const total = counted?.total ?? 0;
  const page = Math.min(Math.max(1, options.page), Math.max(1, Math.ceil(total / options.pageSize)));
  const rows = await sql<EntryRow[]>`
    select id, term, explanation, category_id from glossary where ${filter}
    order by lower(term), id
    limit ${options.pageSize} offset ${(page - 1) * options.pageSize}`;
  return { entries: rows.map(toEntry), total, page, pageSize: options.pageSize };
}

/** Adds a category; false when the id is already taken. */
export async function createCategory(category: CategoryInput): Promise<boolean> {
  const rows = await db()`
    insert into categories (id, name, description)
    values (${category.id}, ${category.name}, ${category.description})
    on conflict (id) do nothing
    returning id`;
  return rows.length > 0;
}

/** Renames or re-describes a category; false when it does not exist. */
export async function updateCategory(id: string, values: { name: string; description: string | null }): Promise<boolean> {
  const rows = await db()`
    update categories set name = ${values.name}, description = ${values.description} where id = ${id} returning id`;
  return rows.length > 0;
}

/**
 * The site's delete: first the category's entries lose their category, then the category goes, in one
 * transaction (a failure leaves both as they were). Returns how many entries became uncategorized, or
 * undefined when the category does not exist.
 */
export async function deleteCategory(id: string): Promise<{ cleared: number } | undefined> {
  return db().begin(async (tx) => {
    const cleared = await tx`update glossary set category_id = null where category_id = ${id} returning id`;
    const deleted = await tx`delete from categories where id = ${id} returning id`;
    if (deleted.length === 0) return undefined;
    return { cleared: cleared.length };
  }) as Promise<{ cleared: number } | undefined>;
}

export async function categoryIdExists(id: string): Promise<boolean> {
  return (await db()`select 1 from categories where id = ${id}`).length > 0;
}

/**
 * Files an entry under a category, or (null) removes it from its category. Returns the category it had
 * before, or undefined when no such entry exists.
 */
export async function setEntryCategory(
  entryId: number,
  categoryId: string | null,
): Promise<{ previousCategoryId: string | null } | undefined> {
  const [row] = await db()<{ previous: string | null }[]>`
    update glossary g set category_id = ${categoryId}
    from (select id, category_id from glossary where id = ${entryId} for update) old
    where g.id = old.id
    returning old.category_id as previous`;
  return row ? { previousCategoryId: row.previous } : undefined;
}

export async function getCategoryEntry(id: number): Promise<CategoryEntryRow | undefined> {
  const [row] = await db()<EntryRow[]>`select id, term, explanation, category_id from glossary where id = ${id}`;
  return row ? toEntry(row) : undefined;
}

/** The next uncategorized entries after an id, in id order: the auto-assign loop walks them once. */
export async function nextUncategorizedEntries(afterId: number, limit: number): Promise<CategoryEntryRow[]> {
  const rows = await db()<EntryRow[]>`
    select id, term, explanation, category_id from glossary
    where category_id is null and id > ${afterId}
    order by id limit ${limit}`;
  return rows.map(toEntry);
}

export async function countUncategorized(afterId = 0): Promise<number> {
  const [row] = await db()<{ count: number }[]>`
    select count(*)::int as count from glossary where category_id is null and id > ${afterId}`;
  return row?.count ?? 0;
}

/**
 * Writes one batch of suggested categories in a single statement. Only entries that are still
 * uncategorized change (one assigned meanwhile by hand keeps its choice); returns how many changed.
 */
export async function assignCategories(assignments: readonly { id: number; categoryId: string }[]): Promise<number> {
  if (assignments.length === 0) return 0;
  const ids = assignments.map((assignment) => assignment.id);
  const categories = assignments.map((assignment) => assignment.categoryId);
  const rows = await db()`
    update glossary g set category_id = v.category_id
    from unnest(${ids}::bigint[], ${categories}::text[]) as v(id, category_id)
    where g.id = v.id and g.category_id is null
    returning g.id`;
  return rows.length;
}
