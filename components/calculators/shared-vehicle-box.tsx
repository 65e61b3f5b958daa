import { Share2 as Share2Node } from 'lucide';
import { RESULT_ID } from '@/components/calculators/ui';
import type { MatchedBy } from '@/lib/calculators/vehicle-selection';
import { lucideIcon } from '@/components/ui/icon';

const Share2 = lucideIcon(Share2Node);

/**
 * Shown on a page opened from a shared link: what was shared, how the vehicle was found and, when the link gives a
 * result, that result in a sentence with a link down to it: on a phone the form stands between this box and the
 * results.
 */
export function SharedVehicleBox({
  vehicle,
  details,
  answer,
  matchedBy,
}: {
  vehicle: string;
  details: string;
  /** The result in a sentence (the link preview's description), when the link gives one. */
  answer?: string;
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
        {answer && (
          <p className="mt-1" data-testid="shared-answer">
            {answer}{' '}
            <a href={`#${RESULT_ID}`} className="font-medium underline hover:no-underline">
              See the full result
            </a>
          </p>
        )}
        <p className="mt-1">Change any input below to make the comparison your own.</p>
      </div>
    </aside>
  );
}
