import { clsx } from 'clsx';

export function TagList({ tags, className, label = 'Tags' }: { tags: string[]; className?: string; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={clsx('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {tag}
        </li>
      ))}
    </ul>
  );
}

export function PinnedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-900/40 dark:text-amber-300">
      Pinned
    </span>
  );
}
