'use client';

import { ImageDown, RefreshCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { TableManager, type ListColumn, type TableActions } from '@/components/admin/table/table-manager';
import { SyncLine, type LastSync } from '@/components/admin/tires/sync-line';
import { TireForm, type SaveTireAction, type UploadTireImageAction } from '@/components/admin/tires/tire-form';
import { TireImage } from '@/components/tires/tire-image';
import { Button, buttonVariants } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import type { AdminTire, SourceOption } from '@/lib/db/types';
import { tireTitle } from '@/lib/tires/types';
import { csvColumns } from '@/lib/admin/table';
import { TIRE_MESSAGES, TIRE_TABLE } from '@/lib/admin/tire';
import { IMAGE_MESSAGES, type ImageRound } from '@/lib/admin/tire-images';
import { SYNC_MESSAGES } from '@/lib/admin/tire-sync';

interface TireActions extends TableActions {
  create: SaveTireAction;
  update: SaveTireAction;
  refreshAll: (input: { after: number }) => Promise<ActionResult<ImageRound>>;
  refreshOne: (id: number) => Promise<ActionResult<{ imageUrl: string }>>;
  upload: UploadTireImageAction;
  sync: () => Promise<ActionResult<{ syncedAt: string }>>;
}

interface TireManagerProps {
  tires: AdminTire[];
  sources: SourceOption[];
  lastSync: LastSync;
  imageSourceConfigured: boolean;
  actions: TireActions;
}

const ROUND_PAUSE_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const brandOf = (tire: AdminTire) => tire.brand;
const searchText = (tire: AdminTire) => `${tireTitle(tire)} ${tire.loadIndex}${tire.speedRating}`;

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** /admin/tires: the back office's table screen configured for tires, with their images and 'Sync Tire Data'. */
export function TireManager({ tires, sources, lastSync, imageSourceConfigured, actions }: TireManagerProps) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  const refreshAll = async () => {
    setBusy('images');
    const toastId = toast.loading('Looking for tire images...');
    let after = 0;
    let processed = 0;
    let updated = 0;
    let failed = 0;
    try {
      for (;;) {
        const result = await actions.refreshAll({ after });
        if (!result.ok || !result.data) {
          toast.dismiss(toastId);
          showResult(result, router);
          return;
        }
        const round = result.data;
        if (!round.configured) {
          toast.warning(result.message, { id: toastId, duration: 10_000 });
          return;
        }
        processed += round.processed;
        updated += round.updated;
        failed += round.failed;
        after = round.cursor;
        toast.loading(IMAGE_MESSAGES.progress(processed), { id: toastId });
        if (round.remaining === 0) break;
        await pause(ROUND_PAUSE_MS);
      }
      const finish = failed > 0 ? toast.warning : toast.success;
      finish(IMAGE_MESSAGES.completed(updated), {
        id: toastId,
        description: failed > 0 ? IMAGE_MESSAGES.sourceDown(failed) : undefined,
      });
      router.refresh();
    } catch {
      toast.error(IMAGE_MESSAGES.findFailed, { id: toastId });
    } finally {
      setBusy(null);
    }
  };

  const refreshOne = async (tire: AdminTire) => {
    setBusy(`image-${tire.id}`);
    try {
      if (showResult(await actions.refreshOne(tire.id), router)) router.refresh();
    } catch {
      toast.error(IMAGE_MESSAGES.findOneFailed);
    } finally {
      setBusy(null);
    }
  };

  const sync = async () => {
    setBusy('sync');
    try {
      const result = await actions.sync();
      if (result.ok) toast.success(result.message, { duration: 12_000 });
      else showResult(result, router);
      router.refresh();
    } catch {
      toast.error(SYNC_MESSAGES.failed);
    } finally {
      setBusy(null);
    }
  };

  const columns: ListColumn<AdminTire>[] = [
    {
      header: 'Image',
      cell: (tire) => (
        <div className="flex items-center gap-2">
          <TireImage key={tire.imageUrl} src={tire.imageUrl} alt={tireTitle(tire)} className="size-12" />
          <button
            type="button"
            onClick={() => refreshOne(tire)}
            disabled={busy !== null}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            aria-label={`Refresh image of ${tireTitle(tire)}`}
            title="Refresh image"
          >
            <RefreshCw className={`size-4 ${busy === `image-${tire.id}` ? 'animate-spin' : ''}`} aria-hidden />
          </button>
        </div>
      ),
    },
    { header: 'Brand', className: 'font-medium', cell: (tire) => tire.brand },
    { header: 'Model', cell: (tire) => tire.model },
    { header: 'Size', className: 'font-mono', cell: (tire) => tire.size },
    { header: 'Load/Speed', cell: (tire) => `${tire.loadIndex}${tire.speedRating}` },
    {
      header: 'Type',
      cell: (tire) =>
        tire.isEvRated ? (
          <span className={`${badge} bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200`}>EV</span>
        ) : (
          <span className={`${badge} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300`}>Standard</span>
        ),
    },
  ];

  return (
    <TableManager
      rows={tires}
      singular="Tire"
      plural="tires"
      filter={{ label: 'Filter by brand', allLabel: 'All Brands', value: brandOf }}
      searchText={searchText}
      columns={columns}
      tableClassName="min-w-[48rem]"
      rowName={tireTitle}
      publicHref={(tire) => `/tire-fitment/tire/${tire.id}`}
      deleteQuestion={(tire) => (
        <>
          Are you sure you want to delete <strong>{tireTitle(tire)}</strong>? Its fitments go with it. This action cannot be undone.
        </>
      )}
      deleteFailed={TIRE_MESSAGES.deleteFailed}
      csvColumns={csvColumns(TIRE_TABLE)}
      csvNotes="Certifications may be separated by semicolons. A row that matches an existing one (ignoring case) updates it; blank image or source cells keep what the row has."
      actions={actions}
      lead={<SyncLine lastSync={lastSync} />}
      tools={
        <>
          <Button variant="secondary" onClick={refreshAll} disabled={busy !== null} aria-busy={busy === 'images'}>
            <ImageDown className="size-4" aria-hidden />
            Refresh All Images
          </Button>
          <Button variant="secondary" onClick={sync} disabled={busy !== null} aria-busy={busy === 'sync'}>
            <RefreshCw className={`size-4 ${busy === 'sync' ? 'animate-spin' : ''}`} aria-hidden />
            {busy === 'sync' ? 'Syncing...' : 'Sync Tire Data'}
          </Button>
        </>
      }
      form={({ row, onCancel, onDone }) => (
        <TireForm
          tire={row}
          sources={sources}
          imageSourceConfigured={imageSourceConfigured}
          save={row ? actions.update : actions.create}
          upload={actions.upload}
          onCancel={onCancel}
          onDone={onDone}
        />
      )}
    />
  );
}
