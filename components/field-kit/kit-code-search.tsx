import { useEffect } from 'react';
import { CodeFormatAnswer } from '@/components/fault-codes/code-format-answer';
import { CodeList } from '@/components/fault-codes/code-list';
import { SearchField } from '@/components/content/search-field';
import { isSystem, systemName, SYSTEMS } from '@/lib/fault-codes/code';
import { KIT_CODE_LIMIT, searchKitCodes } from '@/lib/field-kit/code-search';
import type { KitData } from '@/lib/field-kit/types';

const link = 'text-brand-700 underline hover:no-underline dark:text-brand-300';

/** /fault-codes from the kit: the search box (a plain form: its answer is another saved address), a search's answer, a system's codes. */
export function KitCodeSearch({ data, q, system }: { data: KitData; q: string; system: string }) {
  const answer = q ? searchKitCodes(data.codes, q) : undefined;
  const opens = answer?.kind === 'open' ? `/fault-codes/${answer.code}` : undefined;
  // A listed code typed whole opens its page, as online.
  useEffect(() => {
    if (opens) window.location.replace(opens);
  }, [opens]);
  if (opens) return null;
  const inSystem = !q && isSystem(system) ? data.codes.filter((code) => code.system === system) : undefined;
  return (
    <div>
      <h1 className="text-3xl font-bold sm:text-4xl">EV Fault Codes</h1>
      <form role="search" action="/fault-codes" method="get" className="relative mt-6 max-w-xl">
        <SearchField id="fault-code-search" label="Search fault codes" name="q" defaultValue={q} placeholder="Code or words, e.g. P0AA6 or isolation" />
      </form>
      {answer?.kind === 'format' && (
        <div className="mt-8">
          <CodeFormatAnswer format={answer.format} />
        </div>
      )}
      {answer?.kind === 'codes' && (
        <section aria-labelledby="fault-results" className="mt-8">
          <h2 id="fault-results" className="text-xl font-semibold">
            {answer.codes.length > 0
              ? `${answer.more ? `First ${KIT_CODE_LIMIT}` : answer.codes.length} ${answer.codes.length === 1 ? 'code matches' : 'codes match'} “${q}”`
              : `No fault codes match “${q}”`}
          </h2>
          {answer.codes.length > 0 && (
            <div className="mt-4">
              <CodeList codes={answer.codes} label="Matching fault codes" />
            </div>
          )}
        </section>
      )}
      {inSystem && isSystem(system) && (
        <section aria-labelledby="fault-system" className="mt-8">
          <h2 id="fault-system" className="text-xl font-semibold">
            {systemName(system)}
          </h2>
          <div className="mt-4">
            <CodeList codes={inSystem} label={`${systemName(system)} codes`} />
          </div>
        </section>
      )}
      {!answer && !inSystem && (
        <ul className="mt-8 grid gap-2 sm:grid-cols-2">
          {SYSTEMS.map((entry) => (
            <li key={entry.slug}>
              <a href={`/fault-codes?system=${entry.slug}`} className={link}>
                {entry.name}
              </a>{' '}
              ({data.codes.filter((code) => code.system === entry.slug).length})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
