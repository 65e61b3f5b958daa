'use server';

import { z } from 'zod';
import { adminAction, fail, ok, type ActionResult } from '@/lib/actions';
import { tableCsvActions } from '@/lib/actions/table-csv';
import {
  deleteTire,
  getAdminTire,
  listTiresForExport,
  ReferenceFilesMissingError,
  saveTire,
  setTireImage,
  syncTireReferenceData,
  type SaveOutcome,
} from '@/lib/db/admin-tires';
import { env } from '@/lib/env';
import { storage } from '@/lib/storage';
import { refreshFitmentDirectory } from '@/lib/tires/server/directory-refresh';
import { refreshImageRound, refreshOneImage } from '@/lib/actions/tire-images';
import { inspectFile, isProvided, randomObjectKey } from '@/lib/uploads/inspect';
import { idSchema, SOURCE_MESSAGES } from '@/lib/admin/table';
import { parseTireCsv, TIRE_MESSAGES, TIRE_TABLE, tireSchema, type TireValues } from '@/lib/admin/tire';
import { IMAGE_MESSAGES, TIRE_IMAGE_UPLOAD } from '@/lib/admin/tire-images';
import { describeSync, SYNC_MESSAGES } from '@/lib/admin/tire-sync';

function saved(outcome: SaveOutcome, values: TireValues, message: string): ActionResult<{ id: number }> {
  switch (outcome.status) {
    case 'duplicate':
      return fail(TIRE_MESSAGES.duplicate(values.brand, values.model, values.size), 'model');
    case 'missing':
      return fail(TIRE_MESSAGES.notFound);
    case 'unknown-source':
      return fail(SOURCE_MESSAGES.unknownSource, 'sourceId');
    case 'saved':
      refreshFitmentDirectory({ tireIds: [outcome.id] });
      return ok(message, { id: outcome.id });
  }
}

/** A blank image URL means the image is looked up after saving, when an image source is configured. */
async function findImageIfBlank(id: number, values: TireValues): Promise<void> {
  if (values.imageUrl) return;
  const lookup = await refreshOneImage(env().TIRE_IMAGE_SOURCE_URL, { id, brand: values.brand, model: values.model, size: values.size });
  if (lookup.kind === 'found') refreshFitmentDirectory({ tireIds: [id] });
}

export const createTire = adminAction(tireSchema, TIRE_MESSAGES.addFailed, async (values) => {
  const result = saved(await saveTire({ ...values, id: undefined }), values, TIRE_MESSAGES.added);
  if (result.ok && result.data) await findImageIfBlank(result.data.id, values);
  return result;
});

export const updateTire = adminAction(
  tireSchema.refine((values) => values.id !== undefined, TIRE_MESSAGES.updateFailed),
  TIRE_MESSAGES.updateFailed,
  async (values) => {
    const result = saved(await saveTire(values), values, TIRE_MESSAGES.updated);
    if (result.ok && result.data) await findImageIfBlank(result.data.id, values);
    return result;
  },
);

export const removeTire = adminAction(idSchema, TIRE_MESSAGES.deleteFailed, async (id) => {
  if (!(await deleteTire(id))) return fail(TIRE_MESSAGES.notFound);
  refreshFitmentDirectory({ tireIds: [id] });
  return ok(TIRE_MESSAGES.deleted);
});

/** One round of 'Refresh All Images'; the screen calls it again (1 s apart) until nothing remains. */
export const refreshAllImages = adminAction(
  z.object({ after: z.number().int().min(0) }),
  IMAGE_MESSAGES.findFailed,
  async ({ after }) => {
    const round = await refreshImageRound(env().TIRE_IMAGE_SOURCE_URL, after);
    if (!round.configured) return ok(IMAGE_MESSAGES.notConfigured, round);
    if (round.updatedIds.length > 0) refreshFitmentDirectory({ tireIds: round.updatedIds });
    const { updatedIds: _updatedIds, ...answer } = round;
    return ok(IMAGE_MESSAGES.progress(round.processed), answer);
  },
);

/** The per-row Refresh. */
export const refreshTireImage = adminAction(idSchema, IMAGE_MESSAGES.findOneFailed, async (id) => {
  const tire = await getAdminTire(id);
  if (!tire) return fail(TIRE_MESSAGES.notFound);
  const lookup = await refreshOneImage(env().TIRE_IMAGE_SOURCE_URL, tire);
  switch (lookup.kind) {
    case 'not-configured':
      return fail(IMAGE_MESSAGES.notConfigured);
    case 'failed':
      return fail(`${IMAGE_MESSAGES.findOneFailed}: the image source ${lookup.reason}`);
    case 'none':
      return fail(IMAGE_MESSAGES.noneFound);
    case 'found':
      refreshFitmentDirectory({ tireIds: [id] });
      return ok(IMAGE_MESSAGES.found, { imageUrl: lookup.url });
  }
});

/** The operator's own photo: checked by its bytes, stored in the public 'media' bucket. */
export const uploadTireImage = adminAction(z.instanceof(FormData), IMAGE_MESSAGES.uploadFailed, async (form) => {
  const id = idSchema.safeParse(Number(form.get('id')));
  if (!id.success) return fail(TIRE_MESSAGES.notFound);
  const file = form.get('file');
  if (!isProvided(file)) return fail(IMAGE_MESSAGES.noFile, 'file');
  const inspected = await inspectFile(TIRE_IMAGE_UPLOAD, file);
  if (!inspected.ok) return fail(inspected.message, 'file');
  const store = storage();
  const key = randomObjectKey('tires', inspected.ext);
  await store.put('media', key, inspected.body, { contentType: inspected.mime });
  const imageUrl = store.publicUrl('media', key);
  if (!(await setTireImage(id.data, imageUrl))) {
    await store.remove('media', [key]);
    return fail(TIRE_MESSAGES.notFound);
  }
  refreshFitmentDirectory({ tireIds: [id.data] });
  return ok(IMAGE_MESSAGES.uploaded, { imageUrl });
});

export const syncTireData = adminAction(z.undefined(), SYNC_MESSAGES.failed, async () => {
  try {
    const report = await syncTireReferenceData();
    refreshFitmentDirectory({ syncLog: true });
    return ok(describeSync(report), { syncedAt: report.syncedAt });
  } catch (error) {
    refreshFitmentDirectory({ syncLog: true });
    if (error instanceof ReferenceFilesMissingError) return fail(SYNC_MESSAGES.referenceMissing);
    throw error;
  }
});

const csv = tableCsvActions({
  shape: TIRE_TABLE,
  parse: parseTireCsv,
  list: listTiresForExport,
  written: (ids) => refreshFitmentDirectory({ tireIds: ids }),
});

export const previewTireCsv = csv.preview;
export const importTireCsv = csv.import;
export const exportTireCsv = csv.export;
