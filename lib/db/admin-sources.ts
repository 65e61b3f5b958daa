import 'server-only';
import { randomBytes } from 'node:crypto';
import type { TransactionSql } from 'postgres';
import { db } from '@/lib/db/client';
import type { Sql } from '@/lib/db/connection';
import type { SourceChoice } from '@/lib/admin/table';
import type { SourceOption } from '@/lib/db/types';

/** Every listed source, for the tire and vehicle forms' 'Source' choice. */
export async function listSourceOptions(): Promise<SourceOption[]> {
  return db()<SourceOption[]>`select id, name, url from data_sources order by name, id`;
}

function slug(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'source';
}

export class UnknownSourceError extends Error {
  constructor(public readonly sourceId: string) {
    super(`Unknown data source ${sourceId}`);
    this.name = 'UnknownSourceError';
  }
}

/**
 * The source id a row will cite: none, a listed one (which must exist), or a page the operator names with the
 * row, stored in data_sources so that the public pages can link it like every reference source.
 */
export async function resolveSource(
  tx: Sql | TransactionSql,
  choice: SourceChoice,
  dataProvided: string,
): Promise<string | null> {
  if (choice.kind === 'none') return null;
  if (choice.kind === 'existing') {
    const [found] = await tx<{ id: string }[]>`select id from data_sources where id = ${choice.id}`;
    if (!found) throw new UnknownSourceError(choice.id);
    return found.id;
  }
  const [same] = await tx<{ id: string }[]>`
    select id from data_sources where url = ${choice.url} and name = ${choice.name} order by id limit 1`;
  if (same) return same.id;
  const base = slug(choice.name);
  const [taken] = await tx`select 1 from data_sources where id = ${base}`;
  const id = taken ? `${base}-${randomBytes(3).toString('hex')}` : base;
  await tx`
    insert into data_sources (id, name, url, description, data_provided, accessed_on)
    values (${id}, ${choice.name}, ${choice.url}, ${choice.description || `Added in the back office for ${dataProvided}`},
            ${dataProvided}, current_date)`;
  return id;
}
