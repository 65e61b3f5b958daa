import { Button } from '@/components/ui/button';

/** The line under a back-office list's search: how many rows there are, match, and are shown. */
export function ListCount({ plural, total, matching, shown }: { plural: string; total: number; matching: number; shown: number }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
      {matching === total ? `${total} ${plural}` : `${matching} of ${total} ${plural}`}
      {matching > shown ? `; showing the first ${shown}, search to narrow the list` : ''}
    </p>
  );
}

/** A back-office list with nothing to show: an empty table offers the first row, a search that found nothing says so. */
export function ListEmpty({
  plural,
  singular,
  hasRows,
  onAdd,
}: {
  plural: string;
  singular: string;
  hasRows: boolean;
  onAdd: () => void;
}) {
  return (
    <div className="rounded-xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
      {hasRows ? (
        <p>No {plural} match your search.</p>
      ) : (
        <>
          <p>No {plural} yet.</p>
          <Button className="mt-4" onClick={onAdd}>
            Add Your First {singular}
          </Button>
        </>
      )}
    </div>
  );
}
