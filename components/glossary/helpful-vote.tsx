'use client';

import { ThumbsDown as ThumbsDownNode, ThumbsUp as ThumbsUpNode } from 'lucide';
import { useState } from 'react';
import { HELPFUL_MESSAGES } from '@/lib/glossary/helpful-vote-messages';
import { lucideIcon } from '@/components/ui/icon';

const ThumbsDown = lucideIcon(ThumbsDownNode);
const ThumbsUp = lucideIcon(ThumbsUpNode);

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** 'Was this helpful?' Yes/No, recorded per entry. */
export function HelpfulVote({ termId }: { termId: number }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const vote = async (helpful: boolean) => {
    setState({ kind: 'sending' });
    try {
      const response = await fetch(`/api/glossary/${termId}/helpful`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ helpful }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      setState(
        response.ok
          ? { kind: 'done', message: body.message ?? HELPFUL_MESSAGES.thanks }
          : { kind: 'error', message: body.message ?? HELPFUL_MESSAGES.failure },
      );
    } catch {
      setState({ kind: 'error', message: HELPFUL_MESSAGES.failure });
    }
  };

  return (
    <div className="no-print flex flex-wrap items-center gap-3">
      <span className="text-sm font-medium">Was this helpful?</span>
      {state.kind === 'done' ? (
        <p role="status" className="text-sm text-brand-700 dark:text-brand-500">
          {state.message}
        </p>
      ) : (
        <>
          {(
            [
              [true, 'Yes', ThumbsUp],
              [false, 'No', ThumbsDown],
            ] as const
          ).map(([helpful, label, Icon]) => (
            <button
              key={label}
              type="button"
              disabled={state.kind === 'sending'}
              onClick={() => vote(helpful)}
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </button>
          ))}
          {state.kind === 'error' && (
            <p role="alert" className="w-full text-sm text-red-600">
              {state.message}
            </p>
          )}
        </>
      )}
    </div>
  );
}
