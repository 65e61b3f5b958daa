import { Search as SearchNode } from 'lucide';
import { fieldClass } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { lucideIcon } from '@/components/ui/icon';

const Search = lucideIcon(SearchNode);

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
  /** Absent where rows cannot be added here. */
  onAdd?: () => void;
}) {
  return (
    <div className="rounded-xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
      {hasRows ? (
        <p>No {plural} match your search.</p>
      ) : (
        <>
          <p>No {plural} yet.</p>
          {onAdd && (
            <Button className="mt-4" onClick={onAdd}>
              Add Your First {singular}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

interface SearchBoxProps {
  plural: string;
  value: string;
  onChange: (value: string) => void;
  /** Layout of the box within its row; the box itself always looks the same. */
  className?: string;
  maxLength?: number;
}

/** A back-office list's search box, labelled "Search {plural}". */
export function SearchBox({ plural, value, onChange, className = 'min-w-60 flex-1', maxLength }: SearchBoxProps) {
  return (
    <div className={`relative ${className}`}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={`Search ${plural}...`}
        aria-label={`Search ${plural}`}
        maxLength={maxLength}
        className={`${fieldClass} mt-0 pl-9`}
      />
    </div>
  );
}

interface ListSearchProps {
  plural: string;
  query: string;
  onQuery: (query: string) => void;
  /** The one select beside the search, e.g. brand or make. */
  filter: { label: string; allLabel: string; options: string[]; value: string; onChange: (value: string) => void };
}

/** A back-office list's search box and its one filter. */
export function ListSearch({ plural, query, onQuery, filter }: ListSearchProps) {
  return (
    <>
      <SearchBox plural={plural} value={query} onChange={onQuery} />
      <select value={filter.value} onChange={(event) => filter.onChange(event.target.value)} aria-label={filter.label} className={`${fieldClass} mt-0 w-auto`}>
        <option value="">{filter.allLabel}</option>
        {filter.options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </>
  );
}
