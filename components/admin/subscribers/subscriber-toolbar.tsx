import { Download as DownloadNode, Search as SearchNode } from 'lucide';
import { fieldClass } from '@/components/ui/field';
import { Button, buttonVariants } from '@/components/ui/button';
import { lucideIcon } from '@/components/ui/icon';

const Download = lucideIcon(DownloadNode);
const Search = lucideIcon(SearchNode);

/**
 * Search (a plain GET form: it works before the page's script has loaded) and the CSV export, a download
 * from a route handler that checks the session itself.
 */
export function SubscriberToolbar({ search, total }: { search: string; total: number }) {
  return (
    <div className="mt-6 flex flex-wrap items-end gap-3">
      <form method="get" role="search" className="flex min-w-64 flex-1 gap-2">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            type="search"
            name="q"
            defaultValue={search}
            placeholder="Search subscribers..."
            aria-label="Search subscribers"
            className={`${fieldClass} mt-0 pl-9`}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {total > 0 ? (
        <a href="/admin/subscribers/export" download className={buttonVariants({ variant: 'primary' })}>
          <Download className="size-4" aria-hidden />
          Export CSV
        </a>
      ) : null}
    </div>
  );
}
