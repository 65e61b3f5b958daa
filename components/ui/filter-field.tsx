import { Search as SearchNode } from 'lucide';
import { lucideIcon } from '@/components/ui/icon';

const Search = lucideIcon(SearchNode);

interface FilterFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** For a list that loads the rest of its items when a visitor starts to search. */
  onFocus?: () => void;
}

/** A search field that filters a list in the browser (no navigation, no URL change). */
export function FilterField({ id, label, placeholder, value, onChange, onFocus }: FilterFieldProps) {
  return (
    <div className="relative mt-3">
      <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400" aria-hidden />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        placeholder={placeholder}
        className="w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 dark:border-slate-700 dark:bg-slate-900"
      />
    </div>
  );
}
