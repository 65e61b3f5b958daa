import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { SearchField } from '@/components/content/search-field';
import { CodeFormatAnswer } from '@/components/fault-codes/code-format-answer';
import { CodeList } from '@/components/fault-codes/code-list';
import { FaultCodeAttribution } from '@/components/fault-codes/fault-code-attribution';
import { Link } from '@/components/ui/site-link';
import { FAULT_SEARCH_LIMIT, getFaultCode, listFaultCodesInSystem, listFaultSystemCounts, searchFaultCodes } from '@/lib/db/fault-codes';
import { env } from '@/lib/env';
import { isSystem, readCode, SYSTEMS, systemName, type FaultSystem } from '@/lib/fault-codes/code';
import { readCodeFormat } from '@/lib/fault-codes/format';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';
import { normalizeQuery } from '@/lib/search/query';

/** Longest search text; longer text is refused with FAULT_QUERY_TOO_LONG (docs/product/fault-codes.md § Search). */
const FAULT_QUERY_MAX = 100;
const FAULT_QUERY_TOO_LONG = `Search text can be at most ${FAULT_QUERY_MAX} characters.`;

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

function filterOf(params: { q?: string | string[]; system?: string | string[] }): { q: string; system?: FaultSystem } {
  const raw = Array.isArray(params.system) ? params.system[0] : params.system;
  return { q: normalizeQuery(params.q), system: raw && isSystem(raw) ? raw : undefined };
}

const DESCRIPTION =
  'Every generic hybrid and EV diagnostic trouble code (SAE J2012), grouped by system: battery, isolation and interlock, inverters and motors, charging, DC/DC, cooling and communication.';

export async function generateMetadata({ params }: QueryPageProps): Promise<Metadata> {
  const { q, system } = filterOf(await pageQuery(params));
  const title = q ? `Fault codes matching “${q}”` : system ? `${systemName(system)}: EV Fault Codes` : 'EV Fault Codes';
  return {
    title,
    description: DESCRIPTION,
    alternates: { canonical: system && !q ? `/fault-codes?system=${system}` : '/fault-codes' },
    // A search result page is not a page of its own for search engines.
    robots: q ? { index: false, follow: true } : undefined,
    openGraph: { title, description: DESCRIPTION, url: '/fault-codes' },
  };
}

/** Back from a search or a system to the list of systems. */
const allSystems = (
  <p className="mt-4">
    <Link href="/fault-codes" className="text-brand-700 underline hover:no-underline dark:text-brand-300">
      All systems
    </Link>
  </p>
);

export default async function FaultCodesPage({ params }: QueryPageProps) {
  const { q, system } = filterOf(await pageQuery(params));
  const tooLong = q.length > FAULT_QUERY_MAX;
  const format = readCodeFormat(q);
  // A code typed whole opens its page when the site lists it; otherwise its format answers (§ Code formats).
  if (format.kind === 'code' && (await getFaultCode(format.code))) redirect(`/fault-codes/${format.code}`);
  const answer = format.kind === 'code' || format.kind === 'not-a-code' ? format : undefined;
  const [counts, found, inSystem] = await Promise.all([
    listFaultSystemCounts(),
    q && !tooLong && !answer ? searchFaultCodes(q) : undefined,
    system && !q ? listFaultCodesInSystem(system) : undefined,
  ]);
  const byName = new Map(counts.map((count) => [count.system, count]));
  const total = counts.reduce((sum, count) => sum + count.count, 0);
  const example = readCode('P0AA6');
  const siteUrl = env().NEXT_PUBLIC_SITE_URL;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[
          { name: 'Home', href: '/' },
          { name: 'Fault Codes', href: '/fault-codes' },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">EV Fault Codes</h1>
      <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">
        {total.toLocaleString('en-US')} generic diagnostic trouble codes of hybrid and electric vehicles, as a scan tool reads them, with
        the system each concerns and whether it involves the high-voltage system. Codes a maker defines for itself are not listed: they
        mean different things on different cars.
      </p>

      <form role="search" action="/fault-codes" method="get" className="relative mt-6 max-w-xl">
        <SearchField id="fault-code-search" label="Search fault codes" name="q" defaultValue={q} placeholder="Code or words, e.g. P0AA6 or isolation" />
      </form>

      {answer ? (
        <div className="mt-8">
          <CodeFormatAnswer format={answer} more />
          {allSystems}
        </div>
      ) : q ? (
        <section aria-labelledby="fault-results" className="mt-8">
          <h2 id="fault-results" className="text-xl font-semibold">
            {tooLong
              ? FAULT_QUERY_TOO_LONG
              : found && found.codes.length > 0
                ? `${found.more ? `First ${FAULT_SEARCH_LIMIT}` : found.codes.length} ${found.codes.length === 1 ? 'code matches' : 'codes match'} “${q}”`
                : `No fault codes match “${q}”`}
          </h2>
          {found && found.codes.length > 0 ? (
            <div className="mt-4">
              <CodeList codes={found.codes} label="Matching fault codes" />
              {found.more && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">More codes match: type more of the code or title.</p>}
            </div>
          ) : (
            !tooLong && (
              <p className="mt-3 text-slate-600 dark:text-slate-400">
                Check the code’s letters and digits, or try a word of its title such as “isolation” or “contactor”.
              </p>
            )
          )}
          {allSystems}
        </section>
      ) : system && inSystem ? (
        <section aria-labelledby="fault-system" className="mt-8">
          <h2 id="fault-system" className="text-xl font-semibold">
            {systemName(system)} <span className="font-normal text-slate-600 dark:text-slate-400">({inSystem.length} codes)</span>
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{SYSTEMS.find((entry) => entry.slug === system)!.description}</p>
          <div className="mt-4">
            <CodeList codes={inSystem} label={`${systemName(system)} codes`} />
          </div>
          {allSystems}
        </section>
      ) : null}

      <section aria-labelledby="fault-systems" className="mt-10">
        <h2 id="fault-systems" className="text-2xl font-semibold">
          Codes by system
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {SYSTEMS.map((entry) => {
            const count = byName.get(entry.slug);
            return (
              <li key={entry.slug}>
                <Link
                  href={`/fault-codes?system=${entry.slug}`}
                  aria-current={entry.slug === system && !q ? 'page' : undefined}
                  className="block h-full rounded-xl p-4 ring-1 ring-slate-200 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:ring-2 aria-[current=page]:ring-brand-600 dark:ring-slate-800 dark:hover:bg-slate-900"
                >
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="font-semibold">{entry.name}</span>
                    <span className="shrink-0 text-sm text-slate-600 dark:text-slate-400">{count?.count ?? 0} codes</span>
                  </span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{entry.description}</span>
                  {count && count.highVoltage > 0 && (
                    <span className="mt-2 block text-xs text-amber-900 dark:text-amber-200">{count.highVoltage} concern the high-voltage system</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="fault-reading" className="mt-10 max-w-3xl">
        <h2 id="fault-reading" className="text-2xl font-semibold">
          How a code reads
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">Take P0AA6, the battery’s isolation fault:</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {example.map((part) => (
            <div key={part.position} className="contents">
              <dt className="font-mono font-semibold">{part.position}</dt>
              <dd>{part.meaning}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          SAE keeps P0A00–P0DFF for hybrid and electric propulsion. Codes elsewhere (P0E, P2B–P2E, P08 clutch codes) name the same
          systems, and U codes report a module the others no longer hear.
        </p>
      </section>

      <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
        No signal at the car?{' '}
        <Link href="/field-kit" className="text-brand-700 underline hover:no-underline dark:text-brand-300">
          Save every code on your phone with the offline field kit
        </Link>
        .
      </p>
      <FaultCodeAttribution className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800" />
    </div>
  );
}
