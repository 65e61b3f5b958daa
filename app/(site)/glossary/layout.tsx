import { AdSlot } from '@/components/ads/ad-slot';
import { Link } from '@/components/ui/site-link';
import { GlossaryBrowser, type GlossaryListItem } from '@/components/glossary/glossary-browser';
import { TermHovercards } from '@/components/glossary/term-hovercards';
import { WordOfTheDay } from '@/components/glossary/word-of-the-day';
import { wordOfDayPicks } from '@/components/glossary/word-of-day-picks';
import { RecommendedProducts } from '@/components/products/recommended-products';
import { getAffiliateLinks } from '@/lib/db/affiliate-links';
import { listGlossaryForList } from '@/lib/db/glossary';
import { excerpt } from '@/lib/content/sanitize-html';
import '@/components/glossary/glossary-print.css';

// Long enough to tell terms apart; the full explanation is one click away on /glossary/{id}.
const SUMMARY_LENGTH = 110;

/**
 * The list stays mounted while terms open and close (/glossary ↔ /glossary/{id}): the open term is this
 * layout's page, so switching terms never re-renders or re-sends the list.
 */
export default async function GlossaryLayout({ children }: { children: React.ReactNode }) {
  const entries = await listGlossaryForList();
  const products = await getAffiliateLinks();
  const items: GlossaryListItem[] = entries.map(({ id, term, text }) => ({ id, term, summary: excerpt(text, SUMMARY_LENGTH) }));

  return (
    <div data-glossary-page className="mx-auto max-w-7xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold">EV Repair Glossary</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Plain-language explanations of the terms technicians, DIY owners and drivers meet when working on electric
          vehicles: batteries, charging, high-voltage safety, diagnostics and more. Select a term to read its full
          explanation.
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Working where there is no signal?{' '}
          <Link href="/field-kit" className="text-brand-700 underline hover:no-underline dark:text-brand-300">
            Save the whole glossary with the offline field kit
          </Link>
          .
        </p>
      </header>
      {/* The open term is a modal dialog, so its place is free; a term that does not exist shows its notice here, above the list. */}
      {children}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <GlossaryBrowser items={items} />
        </div>
        <aside className="no-print space-y-6 lg:sticky lg:top-20 lg:self-start">
          <WordOfTheDay picks={wordOfDayPicks(entries)} />
          <RecommendedProducts items={products} />
          <AdSlot format="sidebar" />
        </aside>
      </div>
      <TermHovercards />
    </div>
  );
}
