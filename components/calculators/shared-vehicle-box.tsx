import { Share2 } from 'lucide-react';
import type { MatchedBy } from '@/lib/calculators/vehicle-selection';

/** Shown on a page opened from a shared link: what was shared and how the vehicle was found. */
export function SharedVehicleBox({
  vehicle,
  details,
  matchedBy,
}: {
  vehicle: string;
  details: string;
  matchedBy?: MatchedBy;
}) {
  return (
    <aside
      data-testid="shared-vehicle"
      className="mb-6 flex gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
    >
      <Share2 className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Shared result: {vehicle}</p>
        <p className="mt-1">{details}</p>
        {matchedBy === 'year-make' && (
          <p className="mt-1">
            The shared model was not found, so the first model of that year and make is shown.
          </p>
        )}
        <p className="mt-1">Change any input below to make the comparison your own.</p>
      </div>
    </aside>
  );
}
