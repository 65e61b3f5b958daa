import { CodeList } from '@/components/fault-codes/code-list';
import type { CodeAbout } from '@/lib/fault-codes/relations';

/**
 * A glossary term's, article's or guide's "Fault codes about this": the codes it names or whose family is its subject,
 * ranked, each linked to its page (docs/product/fault-codes.md § Related content). Nothing when none is.
 */
export function CodesAbout({ codes, id, level = 'h2', className }: { codes: readonly CodeAbout[]; id: string; level?: 'h2' | 'h3'; className?: string }) {
  if (codes.length === 0) return null;
  const Heading = level;
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={level === 'h2' ? 'text-xl font-semibold' : 'font-semibold'}>
        Fault codes about this
      </Heading>
      <div className="mt-3">
        <CodeList codes={codes} label="Fault codes about this" />
      </div>
    </section>
  );
}
