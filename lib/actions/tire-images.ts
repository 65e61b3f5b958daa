import 'server-only';
import { countTiresNeedingImages, setTireImage, tiresNeedingImages, type TireIdentity } from '@/lib/db/admin-tires';
import { lookupTireImage, type ImageLookup, type ImageSourceOptions } from '@/lib/tires/server/image-source';
import type { ImageRound } from '@/lib/admin/tire-images';

/** Tires looked up per round; the screen pauses 1 s between rounds (the site's pacing). */
const IMAGE_BATCH_SIZE = 5;

/**
 * One round of 'Refresh All Images': the next tires without an image after the cursor are looked up at the
 * image source, found images are stored, and the answer says how many tires still wait after this round. A tire
 * the source has nothing for keeps no image and is not asked about again in the same run (the cursor moves on).
 */
export async function refreshImageRound(
  sourceUrl: string | undefined,
  after: number,
  options: ImageSourceOptions = {},
): Promise<ImageRound & { updatedIds: number[] }> {
  if (!sourceUrl) return { configured: false, processed: 0, updated: 0, failed: 0, cursor: after, remaining: 0, updatedIds: [] };
  const batch = await tiresNeedingImages(after, IMAGE_BATCH_SIZE);
  const results = await Promise.all(
    batch.map(async (tire) => ({ tire, lookup: await lookupTireImage(sourceUrl, tire, options) })),
  );
  const updatedIds: number[] = [];
  let failed = 0;
  for (const { tire, lookup } of results) {
    if (lookup.kind === 'found' && (await setTireImage(tire.id, lookup.url))) updatedIds.push(tire.id);
    if (lookup.kind === 'failed') failed += 1;
  }
  const cursor = batch.at(-1)?.id ?? after;
  return {
    configured: true,
    processed: batch.length,
    updated: updatedIds.length,
    failed,
    cursor,
    remaining: batch.length === 0 ? 0 : await countTiresNeedingImages(cursor),
    updatedIds,
  };
}

/** The per-row Refresh: asks the source for one tire and stores what it finds. */
export async function refreshOneImage(
  sourceUrl: string | undefined,
  tire: TireIdentity,
  options: ImageSourceOptions = {},
): Promise<ImageLookup | { kind: 'not-configured' }> {
  if (!sourceUrl) return { kind: 'not-configured' };
  const lookup = await lookupTireImage(sourceUrl, tire, options);
  if (lookup.kind === 'found') await setTireImage(tire.id, lookup.url);
  return lookup;
}
