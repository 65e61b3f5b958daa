import { SearchX as SearchXNode } from 'lucide';
import { Link } from '@/components/ui/site-link';
import { lucideIcon } from '@/components/ui/icon';

const SearchX = lucideIcon(SearchXNode);

interface EmptyStateProps {
  message: string;
  /** Public pages a visitor can turn to instead (never the back office). */
  links?: { href: string; label: string }[];
}

export function EmptyState({ message, links }: EmptyStateProps) {
  return (
    <div role="status" className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <SearchX className="size-8 text-slate-500" aria-hidden />
      <p className="mt-3 text-slate-700 dark:text-slate-300">{message}</p>
      {links && links.length > 0 && (
        <p className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
          {links.map((link) => (
            <Link key={link.href} href={link.href} className="font-medium text-brand-700 underline dark:text-brand-300">
              {link.label}
            </Link>
          ))}
        </p>
      )}
    </div>
  );
}
