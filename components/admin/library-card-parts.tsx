import { Pin, PinOff } from 'lucide-react';

/** The "Pinned" mark on an article or video card. */
export function PinnedBadge() {
  return <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">Pinned</span>;
}

/** A card's tags as a list screen readers announce as "Tags". */
export function CardTags({ tags, className = '' }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The pin button's icon and word, which say what a press will do. */
export function PinToggleLabel({ pinned }: { pinned: boolean }) {
  return (
    <>
      {pinned ? <PinOff className="size-4" aria-hidden /> : <Pin className="size-4" aria-hidden />}
      {pinned ? 'Unpin' : 'Pin'}
    </>
  );
}
