'use client';

import { useDeferredValue, useMemo } from 'react';
import { buildTermIndex } from '@/lib/content/term-linker';
import { renderGlossaryExplanation } from '@/lib/content/sanitize-html';
import { explanationHtml } from '@/lib/admin/glossary';
import type { TermName } from '@/components/admin/glossary/types';

interface ExplanationPreviewProps {
  term: string;
  explanation: string;
  /** Every term in the glossary; undefined while they load (the preview then links nothing yet). */
  terms: readonly TermName[] | undefined;
  /** The entry being edited: its own term is never linked, as on its public page. */
  selfId?: number;
}

/**
 * The explanation exactly as the public term modal shows it: the same storage rule, the same linking of
 * other terms and the same sanitizing (one shared function), in the modal's typography. Links open the
 * public term in a new tab, so the form stays as it is.
 */
export function ExplanationPreview({ term, explanation, terms, selfId }: ExplanationPreviewProps) {
  const index = useMemo(() => buildTermIndex(terms ?? []), [terms]);
  const text = useDeferredValue(explanation);
  const html = useMemo(() => renderGlossaryExplanation(explanationHtml(text), { terms: index, selfId }), [text, index, selfId]);

  const openInNewTab = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[href]');
    if (!link) return;
    event.preventDefault();
    window.open(link.href, '_blank', 'noopener,noreferrer');
  };

  return (
    <section aria-label="Preview" data-testid="explanation-preview" className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
      <p className="border-b border-slate-200 bg-slate-50 px-5 py-2 text-xs font-medium uppercase tracking-wide text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300">
        Preview{terms === undefined ? ' (loading term links…)' : ''}
      </p>
      <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-700">
        <h3 className="text-xl font-bold">{term.trim() || 'Term'}</h3>
      </div>
      <div className="px-5 py-4">
        {html ? (
          // Rendered by the public modal's own sanitizer: only paragraphs, emphasis, lists and links remain.
          <div
            className="prose prose-slate max-w-none dark:prose-invert prose-a:text-brand-700 dark:prose-a:text-brand-500"
            onClick={openInNewTab}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">The explanation appears here as visitors will see it.</p>
        )}
      </div>
    </section>
  );
}
