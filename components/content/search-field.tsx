import { Search as SearchNode } from 'lucide';
import type { ReactNode, Ref } from 'react';
import { lucideIcon } from '@/components/ui/icon';

const Search = lucideIcon(SearchNode);

interface SearchFieldProps {
  id: string;
  label: string;
  name: string;
  /** The field's text when the page owns it; without it the field keeps what the visitor types (`defaultValue`). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder: string;
  /**
   * For fields that report their search: the live region at the right, with `SearchSpinner` while a search is
   * under way (null until there is anything to report; it keeps its place so the field never changes size).
   */
  status?: ReactNode;
  onFocus?: () => void;
  onPointerDown?: () => void;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search input with its hidden label and magnifier, shared by the site's list searches. */
export function SearchField({
  id,
  label,
  name,
  value,
  defaultValue,
  onChange,
  placeholder,
  status,
  onFocus,
  onPointerDown,
  maxLength,
  inputRef,
}: SearchFieldProps) {
  const reports = status !== undefined;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        ref={inputRef}
        id={id}
        type="search"
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange && ((event) => onChange(event.target.value))}
        onFocus={onFocus}
        onPointerDown={onPointerDown}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        className={`w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 text-base dark:border-slate-700 dark:bg-slate-900 ${reports ? 'pr-10' : 'pr-3'}`}
      />
      {reports && (
        <span aria-live="polite" className="absolute top-1/2 right-3 -translate-y-1/2">
          {status}
        </span>
      )}
    </>
  );
}
