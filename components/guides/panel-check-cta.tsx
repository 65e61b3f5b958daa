import { Link } from '@/components/ui/site-link';

/** The charger guides' pointer to the panel check, the question to answer before calling an installer. */
export function PanelCheckCta() {
  return (
    <section
      aria-labelledby="panel-check-cta"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="panel-check-cta" className="font-semibold">
        Can your panel take a charger?
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Run the electrical code’s load calculation for your home and see which charger size fits.
      </p>
      <Link
        href="/panel-check"
        className="mt-3 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-500"
      >
        Open the panel check
      </Link>
    </section>
  );
}
