import type { Metadata } from 'next';
import type { FAQPage } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { listGlossary } from '@/lib/db/glossary';

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

export default async function GlossaryPage() {
  const entries = await listGlossary().catch(() => []);
  if (entries.length === 0) return null;
  return (
    <JsonLd<FAQPage>
      data={{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: entries.slice(0, FAQ_TERMS).map((entry) => ({
          '@type': 'Question',
          name: entry.term,
          acceptedAnswer: { '@type': 'Answer', text: entry.text },
        })),
      }}
    />
  );
}
