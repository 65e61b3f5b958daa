'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';

interface TrimSelectProps {
  currentId: number;
  trims: { id: number; trim: string; oemTireSize: string }[];
}

/** Changing trim opens that vehicle's page: its own tires, specs and shareable link. */
export function TrimSelect({ currentId, trims }: TrimSelectProps) {
  const router = useRouter();
  const id = useId();
  return (
    <label htmlFor={id} className="block text-sm font-medium">
      Select Trim
      <select
        id={id}
        value={currentId}
        onChange={(event) => {
          // Read when the trim changes, not while rendering: the page is static and its filters keep to the query.
          router.push(`/tire-fitment/vehicle/${event.target.value}${window.location.search}`);
        }}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 sm:w-auto dark:border-slate-700 dark:bg-slate-900"
      >
        {trims.map((trim) => (
          <option key={trim.id} value={trim.id}>
            {trim.trim} ({trim.oemTireSize})
          </option>
        ))}
      </select>
    </label>
  );
}
