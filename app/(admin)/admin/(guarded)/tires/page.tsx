import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LoadFailed } from '@/components/admin/load-failed';
import type { LastSync } from '@/components/admin/tires/sync-line';
import { TireManager } from '@/components/admin/tires/tire-manager';
import { requireAdminPage } from '@/lib/auth';
import { listSourceOptions } from '@/lib/db/admin-sources';
import { latestTireSync, listAdminTires } from '@/lib/db/admin-tires';
import { env } from '@/lib/env';
import { TIRE_MESSAGES } from '@/lib/admin/tire';
import { SYNC_MESSAGES } from '@/lib/admin/tire-sync';
import {
  createTire,
  exportTireCsv,
  importTireCsv,
  previewTireCsv,
  refreshAllImages,
  refreshTireImage,
  removeTire,
  syncTireData,
  updateTire,
  uploadTireImage,
} from './actions';

export const metadata: Metadata = { title: 'Tire Management', robots: { index: false, follow: false } };

async function loadLastSync(): Promise<LastSync> {
  try {
    const sync = await latestTireSync();
    return sync ? { state: 'ok', date: sync.date, status: sync.status } : { state: 'none' };
  } catch (error) {
    console.error(SYNC_MESSAGES.historyFailed, error);
    return { state: 'failed' };
  }
}

export default async function AdminTiresPage() {
  await requireAdminPage();
  const [loaded, lastSync] = await Promise.all([
    Promise.all([listAdminTires(), listSourceOptions()]).catch((error: unknown) => {
      console.error(TIRE_MESSAGES.loadFailed, error);
      return undefined;
    }),
    loadLastSync(),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Tire Management" subtitle="Tires of the fitment directory, their images and reference data" />
      {loaded ? (
        <TireManager
          tires={loaded[0]}
          sources={loaded[1]}
          lastSync={lastSync}
          imageSourceConfigured={Boolean(env().TIRE_IMAGE_SOURCE_URL)}
          actions={{
            create: createTire,
            update: updateTire,
            remove: removeTire,
            refreshAll: refreshAllImages,
            refreshOne: refreshTireImage,
            upload: uploadTireImage,
            sync: syncTireData,
            previewCsv: previewTireCsv,
            importCsv: importTireCsv,
            exportCsv: exportTireCsv,
          }}
        />
      ) : (
        <LoadFailed message={TIRE_MESSAGES.loadFailed} />
      )}
    </div>
  );
}
