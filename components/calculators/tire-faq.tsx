import { Link } from '@/components/ui/site-link';

/** The five questions; each links to the glossary entry named by `term`, looked up at render time. */
export const TIRE_FAQ = [
  {
    question: 'How does tire pressure change an EV’s range?',
    answer:
      'An under-inflated tire flexes more and wastes energy as heat. This calculator counts 0.3% more efficiency for each PSI you add, up to 5%.',
    term: 'Rolling Resistance',
  },
  {
    question: 'What pressure should I run?',
    answer:
      'Use the cold pressure on the door placard or in the owner’s manual. Never go above the maximum printed on the tire sidewall.',
    term: 'HL Load Index Tires',
  },
  {
    question: 'Do EV tires wear differently?',
    answer:
      'EVs are heavy and deliver torque instantly, so tires wear faster; correct pressure keeps the tread wearing evenly.',
    term: 'EV Tire Wear',
  },
  {
    question: 'Why does my range drop in winter?',
    answer:
      'Cold air lowers tire pressure (roughly 1 PSI for every 10 °F drop) and the battery and cabin heating use more energy. Check pressures when it gets colder.',
    term: 'Cold-Weather Range Loss',
  },
  {
    question: 'What range is the calculation based on?',
    answer:
      'The EPA-rated range of the model you choose; your real range depends on speed, weather and load.',
    term: 'EPA Range',
  },
] as const;

export function TireFaq({ termIds }: { termIds: Record<string, number> }) {
  return (
    <section aria-labelledby="tire-faq-title" className="space-y-3">
      <h2 id="tire-faq-title" className="text-lg font-semibold">
        Frequently asked questions
      </h2>
      {TIRE_FAQ.map((item) => {
        const termId = termIds[item.term];
        return (
          <details
            key={item.question}
            className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
          >
            <summary className="cursor-pointer font-medium">{item.question}</summary>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{item.answer}</p>
            {termId !== undefined && (
              <Link
                href={`/glossary/${termId}`}
                className="mt-2 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-500"
              >
                Glossary: {item.term}
              </Link>
            )}
          </details>
        );
      })}
    </section>
  );
}
