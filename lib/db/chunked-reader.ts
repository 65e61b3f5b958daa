import 'server-only';
import type { PendingQuery, Row } from 'postgres';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import type { Tag } from '@/lib/db/tags';

/**
 * What one chunk may hold: stored bytes of its texts plus ROW_BYTES per row for the row's own JSON. A
 * chunk goes over by at most its last row. The data cache escapes a result's JSON twice, so text made of
 * nothing but quotes takes four characters a quote: a chunk of that ending in the longest text an admin
 * screen accepts (an article's 200,000 characters) still stays under 2 MB.
 */
const CHUNK_BYTES = 256 * 1024;
const ROW_BYTES = 64;

/**
 * A cached reader of long texts across a whole table. Next keeps no data-cache entry over 2 MB on Vercel (it
 * logs "items over 2MB can not be cached"), and a reader over that queries the database on every render
 * that uses it. So the rows are cached in chunks: runs of ids holding about CHUNK_BYTES each, the runs
 * themselves read by one window query over `sizes` (`select id, <stored bytes> as bytes …`) and cached
 * under the same key parts and tags. The chunks come in id order.
 */
export function chunkedReader<R>(
  sizes: () => PendingQuery<Row[]>,
  loadChunk: (first: number, last: number) => Promise<R[]>,
  keyParts: readonly string[],
  tags: readonly Tag[],
): () => Promise<R[][]> {
  const loadRanges = async () => {
    const rows = await db()<{ first: number; last: number }[]>`
      select min(id) as first, max(id) as last
        from (select id, floor(sum(bytes + ${ROW_BYTES}) over (order by id) / ${CHUNK_BYTES}) as chunk
                from (${sizes()}) as sized) as chunked
       group by chunk
       order by first`;
    return rows.map((row): [number, number] => [row.first, row.last]);
  };
  const ranges = cachedReader(loadRanges, [...keyParts, 'ranges'], tags);
  const chunk = cachedReader(loadChunk, [...keyParts, 'chunk'], tags);
  return async () => Promise.all((await ranges()).map(([first, last]) => chunk(first, last)));
}
