import { Link } from '@/components/ui/site-link';
import { rangeHref, readParts, type CodeFormat, type CodeRange } from '@/lib/fault-codes/format';

type Answerable = Extract<CodeFormat, { kind: 'code' } | { kind: 'not-a-code' }>;

/** The answer's heading, also the range page's and the 404's wording (docs/product/fault-codes.md § Code formats). */
export function formatHeading(format: Answerable): string {
  if (format.kind === 'not-a-code') return `${format.text} is not a fault code`;
  return format.range.control === 'maker'
    ? `${format.code} is a manufacturer code: its meaning depends on the make`
    : `${format.code} is a generic code of another system, not an EV one`;
}

/** What the codes of a range are and where their meaning is written; with a code, what that code is. */
export function rangeText(range: CodeRange, code?: string): string {
  return range.control === 'maker'
    ? `Codes ${range.first}–${range.last} are defined by each maker for its own cars (SAE J2012 leaves them to the manufacturer), so the same code names different faults on different makes. This site does not list them. What ${code ?? 'such a code'} means on your car is in the maker’s service information, or in a scan tool that reads that make’s own codes.`
    : `Codes ${range.first}–${range.last} are generic: SAE J2012 gives each the same title on every make. ${code ? `${code} is not one of the hybrid and EV codes this site lists, so it concerns another system of the car` : 'This site lists those of them that concern hybrid and electric vehicles; the others concern other systems of the car'}. Their titles are in any generic OBD-II code reference, and the maker’s service information says how to test them.`;
}

/**
 * What a code the site does not list is, read from its format alone: a maker's code, a generic code outside the EV
 * set, or five characters that are no code (which one is wrong). The same answer on the code search, the site search
 * and the range page; `more` links the range's own page where the answer is shown in short.
 */
export function CodeFormatAnswer({ format, more = false, headingLevel = 2 }: { format: Answerable; more?: boolean; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const link = 'text-brand-700 underline hover:no-underline dark:text-brand-300';
  return (
    <section aria-label="What this code is" className="rounded-xl p-4 ring-1 ring-slate-200 dark:ring-slate-800">
      <Heading className={headingLevel === 1 ? 'text-3xl font-bold sm:text-4xl' : 'text-xl font-semibold'}>{formatHeading(format)}</Heading>
      {format.kind === 'not-a-code' ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {format.reason} A fault code is a letter (P, B, C or U), a digit from 0 to 3 and three hexadecimal digits, such as P0AA6.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{rangeText(format.range, format.code)}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            {readParts(format.code).map((part) => (
              <div key={part.position} className="contents">
                <dt className="font-mono font-semibold">{part.position}</dt>
                <dd>{part.meaning}</dd>
              </div>
            ))}
          </dl>
          {more && (
            <p className="mt-3">
              <Link href={rangeHref(format.code)} className={link}>
                About codes {format.range.first}–{format.range.last}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
