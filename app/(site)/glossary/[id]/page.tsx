import type { Metadata } from 'next';
import type { DefinedTerm } from 'schema-dts';
import { buildTermView, termDescription } from '@/components/glossary/term-view';
import { AdSlot } from '@/components/ads/ad-slot';
import { CodesAbout } from '@/components/fault-codes/codes-about';
import { HelpfulVote } from '@/components/glossary/helpful-vote';
import { TermBody } from '@/components/glossary/term-body';
import { TermModal } from '@/components/glossary/term-modal';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';
import { RecommendedProducts } from '@/components/products/recommended-products';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareButtons } from '@/components/share/share-buttons';
import { getAffiliateLinks } from '@/lib/db/affiliate-links';
import { listCodesAbout } from '@/lib/db/fault-code-relations';
import { getGlossaryEntry, listPopularGlossaryIds, listRelatedTerms } from '@/lib/db/glossary';
import { listGlossaryTerms } from '@/lib/db/glossary-terms';
import { env } from '@/lib/env';
import { rowOfSegment } from '@/lib/route-id';

export const revalidate = 3600;
// Terms added after the build render on their first request; unknown ids answer 404.
export const dynamicParams = true;

const PRERENDERED_TERMS = 50;

export async function generateStaticParams() {
  return (await listPopularGlossaryIds(PRERENDERED_TERMS)).map((id) => ({ id: String(id) }));
}

type Props = { params: Promise<{ id: string }> };

async function entryFor(params: Props['params']) {
  return rowOfSegment((await params).id, getGlossaryEntry);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await entryFor(params);
  if (!entry) return { title: NOT_FOUND_SCREENS.term.title, robots: { index: false } };
  const description = termDescription(entry);
  const url = `/glossary/${entry.id}`;
  return {
    title: `${entry.term}: EV Repair Glossary`,
    description,
    alternates: { canonical: url },
    openGraph: { title: entry.term, description, url, type: 'article' },
    twitter: { card: 'summary_large_image', title: entry.term, description },
  };
}

export default async function GlossaryTermPage({ params }: Props) {
  const entry = await entryFor(params);
  if (!entry) return <NotFoundPage {...NOT_FOUND_SCREENS.term} />;
  const [terms, related, products, codes] = await Promise.all([
    listGlossaryTerms(),
    listRelatedTerms(entry.id),
    getAffiliateLinks(),
    listCodesAbout('glossary', entry.id, entry.term),
  ]);
  const view = buildTermView(entry, terms, related);
  const site = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const url = `${site}/glossary/${entry.id}`;

  return (
    <>
      <JsonLd<DefinedTerm>
        data={{
          '@context': 'https://schema.org',
          '@type': 'DefinedTerm',
          '@id': url,
          name: entry.term,
          description: entry.text,
          url,
          inDefinedTermSet: {
            '@type': 'DefinedTermSet',
            '@id': `${site}/glossary`,
            name: 'EV Repair Glossary',
            url: `${site}/glossary`,
          },
        }}
      />
      <TermModal
        id={view.id}
        term={view.term}
        feedback={<HelpfulVote key={view.id} termId={view.id} />}
        share={<ShareButtons url={url} title={view.term} />}
        aside={
          <>
            <RecommendedProducts items={products} count={2} intervalMs={10_000} className="no-print" />
            <AdSlot format="sidebar" />
          </>
        }
      >
        <TermBody {...view} />
        <CodesAbout codes={codes} id={`term-${view.id}-fault-codes`} level="h3" className="no-print mt-6" />
      </TermModal>
    </>
  );
}
