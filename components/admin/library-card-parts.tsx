import { Pin as PinNode, PinOff as PinOffNode, Trash2 as Trash2Node } from 'lucide';
import { iconButton } from '@/components/admin/styles';
import { lucideIcon } from '@/components/ui/icon';

const Pin = lucideIcon(PinNode);
const PinOff = lucideIcon(PinOffNode);
const Trash2 = lucideIcon(Trash2Node);

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

/** A card's Delete button; what it deletes, and whether it asks first, is the library's. */
export function CardDeleteButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className={`${iconButton} text-red-600`} disabled={disabled} onClick={onClick}>
      <Trash2 className="size-4" aria-hidden />
      Delete
    </button>
  );
}
