import { Link } from '@/components/ui/site-link';
import { formatDate } from '@/components/content/format-date';
import { TagList } from '@/components/content/tag-list';
import type { InstallGuideSummary } from '@/lib/db/types';

export function GuideCard({ guide }: { guide: InstallGuideSummary }) {
  return (
    <article className="group relative rounded-xl border border-slate-200 p-5 transition hover:border-brand-500 hover:shadow-md dark:border-slate-800">
      <h2 className="text-lg leading-snug font-semibold">
        <Link href={`/charger-install/${guide.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-500">
          {guide.title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{guide.description}</p>
      <TagList tags={guide.tags} className="mt-3" />
      <p className="mt-3 text-xs text-slate-500">{formatDate(guide.createdAt)}</p>
    </article>
  );
}
