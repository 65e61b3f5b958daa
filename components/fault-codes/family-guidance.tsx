import type { CodeFamilyGuidance } from '@/lib/fault-codes/families';

function Items({ items }: { items: string[] }) {
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * What the code's family means, in the project's own words, with its public sources (docs/product/fault-codes.md
 * § Code families). The text is the back office's reference data: React escapes it, nothing is parsed as HTML.
 */
export function FamilyGuidance({ family }: { family: CodeFamilyGuidance }) {
  return (
    <section aria-labelledby="code-family-guidance" className="rounded-xl p-4 ring-1 ring-slate-200 dark:ring-slate-800">
      <h2 id="code-family-guidance" className="text-xl font-semibold">
        What this family of codes means: {family.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Written by this site from public sources to explain the family, not a repair procedure: the maker’s procedure overrides it.
      </p>
      <h3 className="mt-4 font-semibold">What the controller watches</h3>
      <p className="mt-1">{family.watches}</p>
      <h3 className="mt-4 font-semibold">Usual causes</h3>
      <Items items={family.causes} />
      <h3 className="mt-4 font-semibold">How a technician confirms it</h3>
      <Items items={family.checks} />
      <h3 className="mt-4 font-semibold">What not to do</h3>
      <Items items={family.cautions} />
      <h3 className="mt-4 font-semibold">When it is a job for the maker’s service information</h3>
      <p className="mt-1">{family.serviceInformation}</p>
      {family.sources.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">Sources</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {family.sources.map((source) => (
              <li key={source.id}>
                {/* Only a web address becomes a link, whatever a row holds. */}
                {/^https?:\/\//i.test(source.url) ? (
                  <a href={source.url} className="text-brand-700 underline hover:no-underline dark:text-brand-300" rel="noopener noreferrer">
                  {source.name}
                  </a>
                ) : (
                  source.name
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
