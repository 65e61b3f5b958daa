import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import type { DefinedTerm } from 'schema-dts';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { CodeReading, OperatorNotes } from '@/components/fault-codes/code-sections';
import { CodeList } from '@/components/fault-codes/code-list';
import { FamilyGuidance } from '@/components/fault-codes/family-guidance';
import { FaultCodeAttribution } from '@/components/fault-codes/fault-code-attribution';
import { HighVoltageNotice } from '@/components/fault-codes/high-voltage-notice';
import { LinkedTitle } from '@/components/fault-codes/linked-title';
import { RelatedContent } from '@/components/fault-codes/related-content';
import { faultCodeNotFound } from '@/components/fault-codes/not-found-screen';
import { TermHovercards } from '@/components/glossary/term-hovercards';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareButtons } from '@/components/share/share-buttons';
import { Link } from '@/components/ui/site-link';
import { buildTermIndex } from '@/lib/content/term-linker';
import { getCodeFamilyOfCode } from '@/lib/db/code-families';
import { getRelatedContent } from '@/lib/db/fault-code-relations';
import { getFaultCode } from '@/lib/db/fault-codes';
import { getLinkableTerms } from '@/lib/db/glossary-terms';
import { env } from '@/lib/env';
import { systemName } from '@/lib/fault-codes/code';
import { highVoltageModuleOf } from '@/lib/fault-codes/families';
import { rangeHref, readCodeFormat } from '@/lib/fault-codes/format';

export const revalidate = 3600;
// Nearly 1,800 codes: each renders on its first request and is then served from the cache; unknown ones answer 404.
export const dynamicParams = true;

export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ code: string }> };

/** A malformed escape (`%E0`) is not a code either, rather than a failed page. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The code of the address: canonical upper case redirects there; a well-formed code the site does not list goes to
 * its range's shared page; anything else is not a code (docs/product/fault-codes.md § Code formats).
 */
async function codeFor(params: Props['params']) {
  const raw = decoded((await params).code);
  const format = readCodeFormat(raw);
  if (format.kind !== 'code') return { raw, format, found: undefined };
  const found = await getFaultCode(format.code);
  if (!found) redirect(rangeHref(format.code));
  if (format.code !== raw) permanentRedirect(`/fault-codes/${format.code}`);
  return { raw, format, found };
}

const describe = (code: { code: string; title: string; system: Parameters<typeof systemName>[0] }) =>
  `${code.code}: ${code.title}. An OBD-II fault code of the ${systemName(code.system).toLowerCase()} system of hybrid and electric vehicles (SAE J2012).`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { found } = await codeFor(params);
  if (!found) return { title: 'Fault Code Not Found', robots: { index: false } };
  const title = `${found.code}: ${found.title}`;
  const description = describe(found);
  const url = `/fault-codes/${found.code}`;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title, description, url, type: 'article' },
    twitter: { card: 'summary_large_image', title, description },
  };
}

export default async function FaultCodePage({ params }: Props) {
  const { raw, format, found: code } = await codeFor(params);
  if (!code) return <NotFoundPage {...faultCodeNotFound(raw, format.kind === 'not-a-code' ? format.reason : undefined)} />;
  const [linkable, related, family] = await Promise.all([
    getLinkableTerms(),
    getRelatedContent(code.code, code.title, code.system),
    getCodeFamilyOfCode(code.code),
  ]);
  const terms = buildTermIndex(linkable);
  const hvModule = highVoltageModuleOf(code.publishedTitle);
  const siteUrl = env().NEXT_PUBLIC_SITE_URL;
  const site = siteUrl.replace(/\/$/, '');
  const url = `${site}/fault-codes/${code.code}`;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <JsonLd<DefinedTerm>
        data={{
          '@context': 'https://schema.org',
          '@type': 'DefinedTerm',
          '@id': url,
          termCode: code.code,
          name: `${code.code}: ${code.title}`,
          description: describe(code),
          url,
          inDefinedTermSet: {
            '@type': 'DefinedTermSet',
            '@id': `${site}/fault-codes`,
            name: 'EV Fault Codes (SAE J2012)',
            url: `${site}/fault-codes`,
          },
        }}
      />
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[
          { name: 'Home', href: '/' },
          { name: 'Fault Codes', href: '/fault-codes' },
          { name: code.code, href: `/fault-codes/${code.code}` },
        ]}
      />
      <article className="mt-6 space-y-8">
        <header>
          <h1 className="font-mono text-4xl font-bold">{code.code}</h1>
          <p className="mt-2 text-xl sm:text-2xl">
            <LinkedTitle title={code.title} terms={terms} />
          </p>
          {code.title !== code.publishedTitle && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Title as published in SAE J2012: {code.publishedTitle}</p>
          )}
          <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">System</dt>
              <dd>
                <Link href={`/fault-codes?system=${code.system}`} className="font-medium text-brand-700 underline hover:no-underline dark:text-brand-300">
                  {systemName(code.system)}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">High-voltage system</dt>
              <dd className="font-medium">{code.highVoltage ? 'Yes' : 'Not by its title'}</dd>
              {hvModule && <dd>Names a module of the high-voltage system: the {hvModule}</dd>}
            </div>
          </dl>
        </header>

        {code.highVoltage && <HighVoltageNotice />}

        <CodeReading code={code.code} />

        <OperatorNotes likelyCauses={code.likelyCauses} firstChecks={code.firstChecks} />

        {family && <FamilyGuidance family={family} />}

        {code.family.length > 0 && (
          <section aria-labelledby="code-family">
            <h2 id="code-family" className="text-xl font-semibold">
              Same circuit, other conditions
            </h2>
            <div className="mt-3">
              <CodeList codes={code.family} label={`Codes of the same circuit as ${code.code}`} />
            </div>
          </section>
        )}

        <RelatedContent code={code.code} items={related} />

        {/* Installed, the site has no address bar: the page carries its own way to pass the code on (docs/product/field-kit.md § Installable). */}
        <ShareButtons url={url} title={`${code.code}: ${code.title}`} networks={['email']} />

        <section aria-labelledby="code-reading-next">
          <h2 id="code-reading-next" className="text-xl font-semibold">
            Read next
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {code.relatedArticles.map((article) => (
              <li key={article.id}>
                <Link href={`/article/${article.id}`} className="text-brand-700 underline hover:no-underline dark:text-brand-300">
                  {article.title}
                </Link>
              </li>
            ))}
            <li>
              <Link href={`/fault-codes?system=${code.system}`} className="text-brand-700 underline hover:no-underline dark:text-brand-300">
                Every {systemName(code.system).toLowerCase()} code
              </Link>
            </li>
          </ul>
        </section>
      </article>
      <TermHovercards />
      <FaultCodeAttribution className="mt-10 border-t border-slate-200 pt-4 dark:border-slate-800" />
    </div>
  );
}
