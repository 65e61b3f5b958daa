/* eslint-disable @next/next/no-html-link-for-pages -- offline, a link is a full page load that the service worker answers from the kit, not a router request that would fail */
import { CodeReading, OperatorNotes } from '@/components/fault-codes/code-sections';
import { CodeList } from '@/components/fault-codes/code-list';
import { FamilyGuidance } from '@/components/fault-codes/family-guidance';
import { HighVoltageNotice } from '@/components/fault-codes/high-voltage-notice';
import { systemName } from '@/lib/fault-codes/code';
import { highVoltageModuleOf } from '@/lib/fault-codes/families';
import type { KitCode, KitData } from '@/lib/field-kit/types';

const link = 'text-brand-700 underline hover:no-underline dark:text-brand-300';

/**
 * A code's page from the kit: the parts of app/(site)/fault-codes/[code]/page.tsx that need no server, drawn with the
 * same components and the same pure functions (its family guidance and high-voltage notice included).
 */
export function KitFaultCode({ code, data }: { code: KitCode; data: KitData }) {
  const family = code.family ? data.families.find((candidate) => candidate.slug === code.family) : undefined;
  const circuit = data.codes.filter((other) => other.circuit === code.circuit && other.code !== code.code);
  const articles = (code.articles ?? []).flatMap((id) => data.articles.find((article) => article.id === id) ?? []);
  const hvModule = highVoltageModuleOf(code.publishedTitle ?? code.title);
  return (
    <article className="space-y-8">
      <header>
        <p>
          <a href="/fault-codes" className={link}>
            All fault codes
          </a>
        </p>
        <h1 className="mt-4 font-mono text-4xl font-bold">{code.code}</h1>
        <p className="mt-2 text-xl sm:text-2xl">{code.title}</p>
        {code.publishedTitle && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Title as published in SAE J2012: {code.publishedTitle}</p>}
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">System</dt>
            <dd>
              <a href={`/fault-codes?system=${code.system}`} className={link}>
                {systemName(code.system)}
              </a>
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
      {circuit.length > 0 && (
        <section aria-labelledby="code-family">
          <h2 id="code-family" className="text-xl font-semibold">
            Same circuit, other conditions
          </h2>
          <div className="mt-3">
            <CodeList codes={circuit} label={`Codes of the same circuit as ${code.code}`} />
          </div>
        </section>
      )}
      {articles.length > 0 && (
        <section aria-labelledby="code-reading-next">
          <h2 id="code-reading-next" className="text-xl font-semibold">
            Read next
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {articles.map((article) => (
              <li key={article.id}>
                <a href={`/article/${article.id}`} className={link}>
                  {article.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
