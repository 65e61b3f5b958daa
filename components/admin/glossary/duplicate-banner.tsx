import { AlertTriangle as AlertTriangleNode } from 'lucide';
import { Button } from '@/components/ui/button';
import { lucideIcon } from '@/components/ui/icon';

const AlertTriangle = lucideIcon(AlertTriangleNode);

interface DuplicateBannerProps {
  duplicates: readonly { term: string; copies: number }[];
  busy: boolean;
  onRemove: () => void;
}

const SHOWN = 8;

/** The site's duplicate warning: how many terms appear more than once, and 'Remove Duplicates'. */
export function DuplicateBanner({ duplicates, busy, onRemove }: DuplicateBannerProps) {
  if (duplicates.length === 0) return null;
  const extra = duplicates.reduce((sum, duplicate) => sum + duplicate.copies - 1, 0);
  const shown = duplicates.slice(0, SHOWN);
  return (
    <div role="status" data-testid="duplicate-banner" className="flex flex-wrap items-start justify-between gap-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300 dark:bg-amber-950/40 dark:ring-amber-800">
      <div className="flex gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <div className="text-sm text-amber-900 dark:text-amber-100">
          <p className="font-semibold">
            {duplicates.length === 1 ? '1 duplicate term found' : `${duplicates.length} duplicate terms found`} ({extra}{' '}
            {extra === 1 ? 'extra entry' : 'extra entries'})
          </p>
          <p className="mt-1">
            {shown.map((duplicate) => `${duplicate.term} (${duplicate.copies}×)`).join(', ')}
            {duplicates.length > shown.length && ` and ${duplicates.length - shown.length} more`}
          </p>
          <p className="mt-1 text-amber-800 dark:text-amber-200">
            Removing keeps the oldest entry of each term; the category, views and votes of the removed copies carry over to it.
          </p>
        </div>
      </div>
      <Button disabled={busy} onClick={onRemove}>
        {busy ? 'Removing...' : 'Remove Duplicates'}
      </Button>
    </div>
  );
}
