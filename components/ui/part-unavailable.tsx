import { PART_UNAVAILABLE } from '@/components/ui/lazy-part';

/**
 * The plain stand-in for a part that could not load (see lazyPart): the message where the part would be. A module of
 * its own, so the header's parts, which use the dialog's stand-in, do not carry it in every page's first load.
 */
export function PartUnavailable() {
  return (
    <p role="alert" className="mt-4 rounded-md border border-slate-200 p-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      {PART_UNAVAILABLE}
    </p>
  );
}
