import { readCode } from '@/lib/fault-codes/code';

/** "How P0AA6 reads": each position of the code and what it means. Shared by the code's page and the field kit's. */
export function CodeReading({ code }: { code: string }) {
  return (
    <section aria-labelledby="code-reading">
      <h2 id="code-reading" className="text-xl font-semibold">
        How {code} reads
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {readCode(code).map((part) => (
          <div key={part.position} className="contents">
            <dt className="font-mono font-semibold">{part.position}</dt>
            <dd>{part.meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The operator's own notes on a code, said to be theirs and not a diagnosis; nothing when there are none. */
export function OperatorNotes({ likelyCauses, firstChecks }: { likelyCauses?: string | null; firstChecks?: string | null }) {
  if (!likelyCauses && !firstChecks) return null;
  return (
    <section aria-labelledby="code-notes" className="rounded-xl p-4 ring-1 ring-slate-200 dark:ring-slate-800">
      <h2 id="code-notes" className="text-xl font-semibold">
        Notes from the site’s operator
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Written by this site’s operator, not part of SAE J2012. Likely causes are where to start looking, not a diagnosis: the
        maker’s service information decides.
      </p>
      {likelyCauses && (
        <>
          <h3 className="mt-4 font-semibold">Likely causes</h3>
          <p className="mt-1 whitespace-pre-line">{likelyCauses}</p>
        </>
      )}
      {firstChecks && (
        <>
          <h3 className="mt-4 font-semibold">First checks</h3>
          <p className="mt-1 whitespace-pre-line">{firstChecks}</p>
        </>
      )}
    </section>
  );
}
