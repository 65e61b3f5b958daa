'use client';

import { useRouter } from 'next/navigation';
import { Printer as PrinterNode, X as XNode } from 'lucide';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { lucideIcon } from '@/components/ui/icon';

const Printer = lucideIcon(PrinterNode);
const X = lucideIcon(XNode);

interface TermModalProps {
  id: number;
  term: string;
  /** The explanation and related terms, rendered on the server (`TermBody`). */
  children: ReactNode;
  /** 'Was this helpful?' and the share links, from the server page. */
  feedback: ReactNode;
  share: ReactNode;
  /** The recommended products and the ad below the actions, from the server page. */
  aside: ReactNode;
}

/**
 * The open term, shown as a native modal dialog over the list (focus trapped by the browser, Escape and
 * the backdrop close it). Its state is the URL: closing goes back to /glossary, other terms are links.
 * Only the dialog's behaviour is here; its content comes rendered from the server.
 */
export function TermModal({ id, term, children, feedback, share, aside }: TermModalProps) {
  const router = useRouter();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const counted = useRef<number | undefined>(undefined);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(':modal')) return;
    // The server sends the dialog open (readable without JavaScript); here it becomes a real modal.
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, [id]);

  useEffect(() => {
    if (counted.current === id) return;
    counted.current = id;
    fetch(`/api/glossary/${id}/view`, { method: 'POST', keepalive: true }).catch((error: unknown) =>
      console.error('view count failed', error),
    );
  }, [id]);

  const close = useCallback(() => {
    // Closing the dialog first lets the browser return focus to the term that opened it.
    ref.current?.close();
    if (document.activeElement === document.body || !document.activeElement) {
      document.getElementById(`term-${id}`)?.focus();
    }
    // The list's search, if any, stays with it.
    router.push(`/glossary${window.location.search}`, { scroll: false });
  }, [id, router]);

  const openInlineTerm = (event: React.MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-term-id]');
    if (!link) return;
    event.preventDefault();
    router.push(`/glossary/${link.dataset.termId}${window.location.search}`, { scroll: false });
  };

  return (
    <dialog
      ref={ref}
      open
      data-term-modal
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
      className="m-auto max-h-[85vh] [&:not(:modal)]:fixed [&:not(:modal)]:inset-0 [&:not(:modal)]:z-50 w-[calc(100%-2rem)] max-w-2xl overflow-hidden rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex max-h-[85vh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <h2 id={titleId} className="text-xl font-bold">
            {term}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            className="no-print rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">
          <div onClick={openInlineTerm}>{children}</div>
          <div className="no-print mt-6 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700">
            {feedback}
            {share}
            <button
              type="button"
              onClick={() => window.print()}
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <Printer className="size-4" aria-hidden />
              Print or Save as PDF
            </button>
            {aside}
          </div>
        </div>
      </div>
    </dialog>
  );
}
