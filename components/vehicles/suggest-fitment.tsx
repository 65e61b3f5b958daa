import { buttonVariants } from '@/components/ui/button';
import type { SuggestFitmentFormProps } from '@/components/vehicles/suggest-fitment-form';
import { SuggestFitmentOpener } from '@/components/vehicles/suggest-fitment-opener';

/** Public 'Suggest a fitment': a pending suggestion for the administrator to review. */
export function SuggestFitment({
  intro = 'Running a tire we do not list on this vehicle? Tell us; the suggestion is reviewed before it appears.',
  ...props
}: SuggestFitmentFormProps & { intro?: string }) {
  return (
    <section aria-labelledby="suggest-fitment" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id="suggest-fitment" className="text-xl font-semibold">
        Suggest a fitment
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {intro}
      </p>
      <SuggestFitmentOpener {...props} buttonClassName={buttonVariants({ variant: 'secondary', className: 'mt-4' })} />
    </section>
  );
}
