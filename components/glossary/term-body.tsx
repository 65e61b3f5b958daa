import { Link } from '@/components/ui/site-link';
import type { TermView } from '@/components/glossary/term-view';

/**
 * The open term's explanation and related terms, rendered on the server: the modal around them only opens,
 * closes and follows term links in place, so none of this is sent as JavaScript.
 */
export function TermBody({ id, html, related }: Pick<TermView, 'id' | 'html' | 'related'>) {
  const relatedId = `term-${id}-related`;
  return (
    <>
      {/* Sanitized on the server with the glossary schema; links to terms are opened in place. */}
      <div
        className="prose prose-slate max-w-none dark:prose-invert prose-a:text-brand-700 dark:prose-a:text-brand-500"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {related.length > 0 && (
        <section aria-labelledby={relatedId} className="no-print mt-6">
          <h3 id={relatedId} className="font-semibold">
            Related Terms
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {related.map((item) => (
              <li key={item.id}>
                <Link
                  href={`/glossary/${item.id}`}
                  scroll={false}
                  className="inline-block rounded-full border border-brand-500/40 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100 dark:bg-slate-800 dark:text-brand-500"
                >
                  {item.term}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
