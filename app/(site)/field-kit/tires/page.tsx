import type { Metadata } from 'next';
import { KitTires } from '@/components/field-kit/kit-tires';
import { KIT_TIRE_SCRIPT_URL } from '@/lib/field-kit/store';

export const metadata: Metadata = {
  title: 'Tire size and pressure (field kit)',
  description:
    'A tire size’s overall diameter, width, sidewall and revolutions per mile, and the range a tire pressure gives back, computed on the device: part of the offline field kit.',
  robots: { index: false, follow: false },
};

/** Shown until the calculator's script draws the form; React never changes this container's content. */
const LOADING = '<p class="text-sm text-slate-600 dark:text-slate-400" role="status">Loading the tire-pressure calculator…</p>';

/**
 * The field kit's tire page (docs/product/field-kit.md § What works offline), saved whole: the size arithmetic is its
 * own client component, so its chunk is its own; the tire-pressure calculator is a script bundled apart from the
 * site's chunks (app/field-kit/tire-pressure.js), so no other page's scripts change. The service worker answers
 * /tire-fitment and /tire-calculator with it offline.
 */
export default function FieldKitTiresPage() {
  return (
    <KitTires>
      <section aria-labelledby="kit-tire-pressure-title" className="space-y-4">
        <h2 id="kit-tire-pressure-title" className="text-2xl font-bold">
          Tire pressure and range
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The range an EV gains from its recommended pressure, and what under-inflation costs a year, for all the EVs EPA
          rated.
        </p>
        <div id="kit-tire-pressure" data-kit-tire-pressure="" className="space-y-4" dangerouslySetInnerHTML={{ __html: LOADING }} />
        <noscript>
          <p className="text-sm">The calculator needs JavaScript; online, the tire pressure calculator works without it.</p>
        </noscript>
        <script async src={KIT_TIRE_SCRIPT_URL} />
      </section>
    </KitTires>
  );
}
