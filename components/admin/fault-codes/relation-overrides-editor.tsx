'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { showResult } from '@/components/admin/action-feedback';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import type { ActionResult } from '@/lib/actions/result';
import {
  RELATION_KIND_NAMES,
  RELATION_KINDS,
  type RelatedItem,
  type RelationKind,
  type RelationMode,
  type RelationOverride,
} from '@/lib/fault-codes/relations';

export interface RelationContentOption {
  kind: RelationKind;
  id: number;
  title: string;
}

interface Target {
  code: string;
  kind: RelationKind;
  contentId: number;
}

export interface RelationActions {
  load: (input: { code: string }) => Promise<ActionResult<{ related: RelatedItem[]; overrides: RelationOverride[] }>>;
  set: (input: Target & { mode: RelationMode }) => Promise<ActionResult>;
  clear: (input: Target) => Promise<ActionResult>;
}

const KIND_SINGULAR: Record<RelationKind, string> = { glossary: 'Glossary term', article: 'Article', guide: 'Guide', video: 'Video' };

/**
 * The code's related content as its page shows it, each with Pin and Hide, the hidden ones with "Show again", and any
 * other content to pin or hide. Each button saves at once (the rest of the dialog saves with its own button).
 */
export function RelationOverridesEditor({ code, options, actions }: { code: string; options: readonly RelationContentOption[]; actions: RelationActions }) {
  const router = useRouter();
  const [state, setState] = useState<{ related: RelatedItem[]; overrides: RelationOverride[] } | 'loading' | 'failed'>('loading');
  const [kind, setKind] = useState<RelationKind>('glossary');
  const [contentId, setContentId] = useState('');
  const [busy, setBusy] = useState(false);

  const show = useCallback(
    (result: Awaited<ReturnType<RelationActions['load']>>) => {
      if (result.ok && result.data) setState(result.data);
      else {
        setState('failed');
        showResult(result, router);
      }
    },
    [router],
  );
  const reload = async () => show(await actions.load({ code }));

  useEffect(() => {
    let current = true;
    void actions.load({ code }).then((result) => current && show(result));
    return () => {
      current = false;
    };
  }, [actions, code, show]);

  const run = async (work: () => Promise<ActionResult>) => {
    setBusy(true);
    try {
      if (showResult(await work(), router)) await reload();
    } finally {
      setBusy(false);
    }
  };
  const set = (target: Omit<Target, 'code'>, mode: RelationMode) => run(() => actions.set({ code, ...target, mode }));
  const clear = (target: Omit<Target, 'code'>) => run(() => actions.clear({ code, ...target }));

  const headingId = `relations-${code}`;
  return (
    <section aria-labelledby={headingId} aria-busy={busy || state === 'loading'} className="space-y-3 rounded-lg p-3 ring-1 ring-slate-200 dark:ring-slate-700">
      <h3 id={headingId} className="text-sm font-medium">
        Related content on the code’s page
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Computed from the content: a pinned item is always shown first, here and on its own page under “Fault codes about this”; a hidden one on
        neither. Changes save at once.
      </p>
      {state === 'loading' && <p className="text-sm">Loading…</p>}
      {state === 'failed' && <p className="text-sm text-red-700 dark:text-red-400">Failed to load the related content</p>}
      {typeof state === 'object' && (
        <>
          <ul aria-label={`Related content of ${code}`} className="space-y-1">
            {state.related.length === 0 && <li className="text-sm text-slate-600 dark:text-slate-400">Nothing related yet.</li>}
            {state.related.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="text-xs text-slate-500">{KIND_SINGULAR[item.kind]}</span>
                <span className="min-w-0 flex-1">
                  {item.title}
                  {item.pinned && <span className="ml-2 text-xs font-medium text-brand-700 dark:text-brand-300">(pinned)</span>}
                </span>
                {item.pinned ? (
                  <Button size="xs" variant="secondary" disabled={busy} onClick={() => clear({ kind: item.kind, contentId: item.id })} aria-label={`Unpin ${item.title}`}>
                    Unpin
                  </Button>
                ) : (
                  <Button size="xs" variant="secondary" disabled={busy} onClick={() => set({ kind: item.kind, contentId: item.id }, 'pinned')} aria-label={`Pin ${item.title}`}>
                    Pin
                  </Button>
                )}
                <Button size="xs" variant="secondary" disabled={busy} onClick={() => set({ kind: item.kind, contentId: item.id }, 'hidden')} aria-label={`Hide ${item.title}`}>
                  Hide
                </Button>
              </li>
            ))}
          </ul>
          {state.overrides.some((override) => override.mode === 'hidden') && (
            <ul aria-label={`Hidden from ${code}`} className="space-y-1 border-t border-slate-200 pt-2 dark:border-slate-700">
              {state.overrides
                .filter((override) => override.mode === 'hidden')
                .map((override) => (
                  <li key={`${override.kind}-${override.contentId}`} className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="text-xs text-slate-500">{KIND_SINGULAR[override.kind]}</span>
                    <span className="min-w-0 flex-1 line-through">{override.title ?? `#${override.contentId} (deleted)`}</span>
                    <Button
                      size="xs"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => clear({ kind: override.kind, contentId: override.contentId })}
                      aria-label={`Show ${override.title ?? override.contentId} again`}
                    >
                      Show again
                    </Button>
                  </li>
                ))}
            </ul>
          )}
        </>
      )}
      <div className="grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-[auto_1fr_auto] sm:items-end dark:border-slate-700">
        <SelectField
          id={`relation-kind-${code}`}
          label="Kind"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as RelationKind);
            setContentId('');
          }}
          options={RELATION_KINDS.map((value) => ({ value, label: RELATION_KIND_NAMES[value] }))}
        />
        <SelectField
          id={`relation-content-${code}`}
          label="Content to pin or hide"
          value={contentId}
          placeholder="Choose…"
          onChange={(event) => setContentId(event.target.value)}
          options={options.filter((option) => option.kind === kind).map((option) => ({ value: String(option.id), label: option.title }))}
        />
        <div className="flex gap-2">
          <Button size="sm" disabled={busy || !contentId} onClick={() => set({ kind, contentId: Number(contentId) }, 'pinned')}>
            Pin
          </Button>
          <Button size="sm" variant="secondary" disabled={busy || !contentId} onClick={() => set({ kind, contentId: Number(contentId) }, 'hidden')}>
            Hide
          </Button>
        </div>
      </div>
    </section>
  );
}
