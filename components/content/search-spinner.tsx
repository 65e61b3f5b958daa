import { Loader2 as Loader2Node } from 'lucide';
import { lucideIcon } from '@/components/ui/icon';

const Loader2 = lucideIcon(Loader2Node);

/** The spinner a search field shows (and announces) while its search is under way. */
export function SearchSpinner({ searching }: { searching: boolean }) {
  if (!searching) return null;
  return (
    <>
      <Loader2 className="size-4 animate-spin text-slate-400" aria-hidden />
      <span className="sr-only">Searching…</span>
    </>
  );
}
