'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SERVICE_WORKER_URL, currentVersion, removeKit, saveKit, savedKit, type KitNote } from '@/lib/field-kit/store';
import { formatBytes, formatSavedDate } from '@/lib/field-kit/format';

type State =
  | { kind: 'reading' }
  | { kind: 'none' }
  | { kind: 'saving'; saved: number; total?: number }
  | { kind: 'saved'; note: KitNote; status?: string }
  | { kind: 'failed'; message: string }
  | { kind: 'unsupported' };

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;
const savesData = () => Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/**
 * The kit's one control (docs/product/field-kit.md): says what is saved and when, saves with progress, refreshes when
 * the site has a newer version, and removes. The service worker is registered here and only here, once the kit is
 * saved: a visitor who never saves it gets no service worker and downloads nothing more.
 */
export function FieldKitControl({ dataBytes }: { dataBytes: number }) {
  const [state, setState] = useState<State>({ kind: 'reading' });

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!supported()) {
        setState({ kind: 'unsupported' });
        return;
      }
      const kit = await savedKit();
      if (!live) return;
      if (!kit) {
        setState({ kind: 'none' });
        return;
      }
      setState({ kind: 'saved', note: kit.note });
      if (!navigator.onLine || savesData()) return;
      const version = await currentVersion();
      if (!live) return;
      if (!version) {
        setState({ kind: 'saved', note: kit.note, status: 'Could not check for a newer kit; the saved one stays.' });
        return;
      }
      if (version === kit.note.version) {
        setState({ kind: 'saved', note: kit.note, status: 'The kit is up to date.' });
        return;
      }
      setState({ kind: 'saved', note: kit.note, status: 'Updating the kit…' });
      try {
        const note = await saveKit();
        if (live) setState({ kind: 'saved', note, status: 'The kit has been updated.' });
      } catch {
        if (live) setState({ kind: 'saved', note: kit.note, status: 'The kit could not be updated; the saved one stays.' });
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  const save = async () => {
    setState({ kind: 'saving', saved: 0, total: dataBytes });
    try {
      const note = await saveKit((saved, total) => setState({ kind: 'saving', saved, total }), dataBytes);
      await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      await navigator.serviceWorker.ready;
      setState({ kind: 'saved', note, status: 'Saved. These pages now open with no network.' });
    } catch {
      await removeKit();
      setState({ kind: 'failed', message: 'The kit could not be saved. Check the connection and try again.' });
    }
  };

  const remove = async () => {
    await removeKit();
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      const worker = registration.active ?? registration.waiting ?? registration.installing;
      if (worker?.scriptURL.endsWith(SERVICE_WORKER_URL)) await registration.unregister();
    }
    setState({ kind: 'none' });
  };

  return (
    <section aria-labelledby="field-kit-status" className="mt-8 rounded-xl p-5 ring-1 ring-slate-200 dark:ring-slate-800">
      <h2 id="field-kit-status" className="text-xl font-semibold">
        On this device
      </h2>
      <div role="status" className="mt-3">
        {state.kind === 'reading' && <p>Looking for a saved kit…</p>}
        {state.kind === 'unsupported' && <p>This browser cannot keep pages for offline use.</p>}
        {state.kind === 'none' && <p>No kit is saved on this device.</p>}
        {state.kind === 'failed' && <p>{state.message}</p>}
        {state.kind === 'saving' && (
          <>
            <p>
              Saving… {formatBytes(state.saved)}
              {state.total ? ` of about ${formatBytes(state.total)}` : ''}
            </p>
            <progress className="mt-2 w-full" max={state.total ?? undefined} value={state.total ? Math.min(state.saved, state.total) : undefined} aria-label="Saving the kit" />
          </>
        )}
        {state.kind === 'saved' && (
          <>
            <p>
              Saved on {formatSavedDate(state.note.savedAt)}, with the site’s content of {formatSavedDate(state.note.generatedAt)} ({formatBytes(state.note.bytes)}).
            </p>
            {state.status && <p className="mt-1">{state.status}</p>}
          </>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {(state.kind === 'none' || state.kind === 'failed') && (
          <Button type="button" onClick={() => void save()}>
            Save the field kit
          </Button>
        )}
        {state.kind === 'saved' && (
          <Button type="button" variant="secondary" onClick={() => void remove()}>
            Remove the kit
          </Button>
        )}
      </div>
    </section>
  );
}
