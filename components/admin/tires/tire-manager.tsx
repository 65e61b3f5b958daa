'use client';

import { ImageDown, Plus, RefreshCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import { ConfirmDialog } from '@/components/admin/tires/confirm-dialog';
import { CsvTransfer, type ExportCsvAction, type ImportCsvAction, type PreviewCsvAction } from '@/components/admin/tires/csv-transfer';
import { SyncLine, type LastSync } from '@/components/admin/tires/sync-line';
import { TireForm, type SaveTireAction, type UploadTireImageAction } from '@/components/admin/tires/tire-form';
import { TireImage } from '@/components/tires/tire-image';
import { ListCount, ListEmpty, ListSearch } from '@/components/admin/list-summary';
import { RowActions } from '@/components/admin/row-actions';
import { Button, buttonVariants } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ActionResult } from '@/lib/actions/result';
import type { SourceOption } from '@/lib/db/types';
import type { AdminTire } from '@/lib/db/types';
import { csvColumns } from '@/lib/validations/admin-table';
import { TIRE_MESSAGES, TIRE_TABLE } from '@/lib/validations/admin-tire';
import { IMAGE_MESSAGES, type ImageRound } from '@/lib/validations/admin-tire-images';
import { SYNC_MESSAGES } from '@/lib/validations/admin-tire-sync';

export interface TireActions {
  create: SaveTireAction;
  update: SaveTireAction;
  remove: (id: number) => Promise<ActionResult>;
  refreshAll: (input: { after: number }) => Promise<ActionResult<ImageRound>>;
  refreshOne: (id: number) => Promise<ActionResult<{ imageUrl: string }>>;
  upload: UploadTireImageAction;
  sync: () => Promise<ActionResult<{ syncedAt: string }>>;
  previewCsv: PreviewCsvAction;
  importCsv: ImportCsvAction;
  exportCsv: ExportCsvAction;
}

interface TireManagerProps {
  tires: AdminTire[];
  sources: SourceOption[];
  lastSync: LastSync;
  imageSourceConfigured: boolean;
  actions: TireActions;
}

/** Rows drawn at once; a search narrows a larger list. */
const SHOWN_ROWS = 200;
const ROUND_PAUSE_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const label = (tire: AdminTire) => `${tire.brand} ${tire.model} ${tire.size}`;

/** /admin/tires: search, brand filter, the table, and the add, edit, delete, image and sync actions. */
export function TireManager({ tires, sources, lastSync, imageSourceConfigured, actions }: TireManagerProps) {
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [brand, setBrand] = useState('');
  const [editing, setEditing] = useState<AdminTire | 'new' | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<AdminTire | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const brands = useMemo(() => [...new Set(tires.map((tire) => tire.brand))].sort((a, b) => a.localeCompare(b)), [tires]);
  const matches = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return tires.filter((tire) => {
      if (brand && tire.brand !== brand) return false;
      const haystack = `${tire.brand} ${tire.model} ${tire.size} ${tire.loadIndex}${tire.speedRating}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    });
  }, [tires, query, brand]);
  const shown = matches.slice(0, SHOWN_ROWS);

  const open = (tire: AdminTire | 'new') => {
    setFormKey((key) => key + 1);
    setEditing(tire);
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy('delete');
    try {
      if (showResult(await actions.remove(deleting.id), router)) {
        setDeleting(null);
        router.refresh();
      }
    } catch {
      toast.error(TIRE_MESSAGES.deleteFailed);
    } finally {
      setBusy(null);
    }
  };

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

  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SyncLine lastSync={lastSync} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={refreshAll} disabled={busy !== null} aria-busy={busy === 'images'}>
            <ImageDown className="size-4" aria-hidden />
            Refresh All Images
          </Button>
          <Button variant="secondary" onClick={sync} disabled={busy !== null} aria-busy={busy === 'sync'}>
            <RefreshCw className={`size-4 ${busy === 'sync' ? 'animate-spin' : ''}`} aria-hidden />
            {busy === 'sync' ? 'Syncing...' : 'Sync Tire Data'}
          </Button>
          <CsvTransfer noun="tires" columns={csvColumns(TIRE_TABLE)} preview={actions.previewCsv} importRows={actions.importCsv} exportRows={actions.exportCsv} />
          <Button onClick={() => open('new')}>
            <Plus className="size-4" aria-hidden />
            Add Tire
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <ListSearch
          plural="tires"
          query={query}
          onQuery={setQuery}
          filter={{ label: 'Filter by brand', allLabel: 'All Brands', options: brands, value: brand, onChange: setBrand }}
        />
      </div>
      <ListCount plural="tires" total={tires.length} matching={matches.length} shown={shown.length} />
      {shown.length === 0 ? (
        <ListEmpty plural="tires" singular="Tire" hasRows={tires.length > 0} onAdd={() => open('new')} />
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase dark:border-slate-700 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">Image</th>
                <th scope="col" className="px-4 py-3">Brand</th>
                <th scope="col" className="px-4 py-3">Model</th>
                <th scope="col" className="px-4 py-3">Size</th>
                <th scope="col" className="px-4 py-3">Load/Speed</th>
                <th scope="col" className="px-4 py-3">Type</th>
                <th scope="col" className="px-4 py-3 text-right">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {shown.map((tire) => (
                <tr key={tire.id} data-testid="tire-row">
                  <td className="px-4 py-2">
                    <div className="flex items-center gap-2">
                      <TireImage key={tire.imageUrl} src={tire.imageUrl} alt={label(tire)} className="size-12" />
                      <button
                        type="button"
                        onClick={() => refreshOne(tire)}
                        disabled={busy !== null}
                        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                        aria-label={`Refresh image of ${label(tire)}`}
                        title="Refresh image"
                      >
                        <RefreshCw className={`size-4 ${busy === `image-${tire.id}` ? 'animate-spin' : ''}`} aria-hidden />
                      </button>
                    </div>
                  </td>
                  <td className="px-4 py-2 font-medium">{tire.brand}</td>
                  <td className="px-4 py-2">{tire.model}</td>
                  <td className="px-4 py-2 font-mono">{tire.size}</td>
                  <td className="px-4 py-2">
                    {tire.loadIndex}
                    {tire.speedRating}
                  </td>
                  <td className="px-4 py-2">
                    {tire.isEvRated ? (
                      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900/40 dark:text-green-200">EV</span>
                    ) : (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">Standard</span>
                    )}
                  </td>
                  <td className="px-4 py-2">
                    <RowActions publicHref={`/tire-fitment/tire/${tire.id}`} name={label(tire)} onEdit={() => open(tire)} onDelete={() => setDeleting(tire)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add Tire' : 'Edit Tire'} size="4xl">
        {editing !== null && (
          <TireForm
            key={formKey}
            tire={editing === 'new' ? undefined : editing}
            sources={sources}
            imageSourceConfigured={imageSourceConfigured}
            save={editing === 'new' ? actions.create : actions.update}
            upload={actions.upload}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Tire"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy === 'delete'}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      >
        Are you sure you want to delete <strong>{deleting ? label(deleting) : ''}</strong>? Its fitments go with it. This action
        cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
