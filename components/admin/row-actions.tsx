import { ExternalLink as ExternalLinkNode, Pencil as PencilNode, Trash2 as Trash2Node } from 'lucide';
import { buttonVariants } from '@/components/ui/button';
import { lucideIcon } from '@/components/ui/icon';

const ExternalLink = lucideIcon(ExternalLinkNode);
const Pencil = lucideIcon(PencilNode);
const Trash2 = lucideIcon(Trash2Node);

interface RowActionsProps {
  /** The row's public page, opened in a new tab so the list keeps its place. */
  publicHref: string;
  /** How the row is named to screen readers: "Edit {name}". */
  name: string;
  /** How its public page is named, where that reads differently ("the 2024 Tesla Model 3 Long Range"). */
  publicName?: string;
  onEdit: () => void;
  /** Absent for a table whose rows come from reference data only. */
  onDelete?: () => void;
}

/** View, edit and (where rows may be deleted) delete buttons at the end of a back-office table row. */
export function RowActions({ publicHref, name, publicName = name, onEdit, onDelete }: RowActionsProps) {
  const ghost = buttonVariants({ variant: 'ghost', size: 'sm' });
  return (
    <div className="flex justify-end gap-1">
      <a href={publicHref} target="_blank" rel="noopener" className={ghost} aria-label={`View the public page of ${publicName}`}>
        <ExternalLink className="size-4" aria-hidden />
      </a>
      <button type="button" onClick={onEdit} className={ghost} aria-label={`Edit ${name}`}>
        <Pencil className="size-4" aria-hidden />
      </button>
      {onDelete && (
        <button type="button" onClick={onDelete} className={`${ghost} text-red-600`} aria-label={`Delete ${name}`}>
          <Trash2 className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
