import type { Metadata } from 'next';
import type { FAQPage } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { getGlossaryEntry, listGlossaryForList } from '@/lib/db/glossary';

export const revalidate = 3600;

/** Terms carried as FAQ items in the page's structured data (spec §9). */
const FAQ_TERMS = 10;

export const metadata: Metadata = {
  title: 'EV Repair Glossary',
  description:
    'Glossary of electric vehicle repair terms: batteries, charging, high-voltage safety, diagnostics, motors and maintenance, explained for technicians and owners.',
  alternates: { canonical: '/glossary' },
  openGraph: { title: 'EV Repair Glossary', url: '/glossary' },
};

/** The first terms in glossary order, each with its whole explanation (the list carries only its start). */
async function faqEntries() {
  const first = (await listGlossaryForList()).slice(0, FAQ_TERMS);
  const entries = await Promise.all(first.map((entry) => getGlossaryEntry(entry.id)));
  return entries.filter((entry) => entry !== undefined);
}

export default async function GlossaryPage() {
  const entries = await faqEntries();
  if (entries.length === 0) return null;
  return (
    <JsonLd<FAQPage>
      data={{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: entries.map((entry) => ({
          '@type': 'Question',
          name: entry.term,
          acceptedAnswer: { '@type': 'Answer', text: entry.text },
        })),
      }}
    />
  );
}
