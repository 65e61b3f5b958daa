import { Loader2 as Loader2Node } from 'lucide';
import { lucideIcon } from '@/components/ui/icon';

const Loader2 = lucideIcon(Loader2Node);

/** The site's loading state of the edit screen; an unknown id redirects to the list, so no 404 is streamed. */
export default function LoadingAffiliateLink() {
  return (
    <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-16 text-slate-600 dark:text-slate-400" role="status">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      Loading affiliate link...
    </div>
  );
}
