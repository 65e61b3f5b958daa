import { Link } from '@/components/ui/site-link';
import { RELATION_KIND_NAMES, RELATION_KINDS, type RelatedItem } from '@/lib/fault-codes/relations';

/**
 * A code's page: the glossary terms, articles, guides and videos about it, as direct links in the server HTML,
 * grouped by kind in their ranked order (docs/product/fault-codes.md § Related content). Nothing when none is.
 */
export function RelatedContent({ code, items }: { code: string; items: readonly RelatedItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="code-related">
      <h2 id="code-related" className="text-xl font-semibold">
        About {code} on this site
      </h2>
      <div className="mt-3 grid gap-6 sm:grid-cols-2">
        {RELATION_KINDS.map((kind) => {
          const ofKind = items.filter((item) => item.kind === kind);
          if (ofKind.length === 0) return null;
          const headingId = `code-related-${kind}`;
          return (
            <div key={kind}>
              <h3 id={headingId} className="font-semibold">
                {RELATION_KIND_NAMES[kind]}
              </h3>
              <ul aria-labelledby={headingId} className="mt-2 list-disc space-y-1 pl-5">
                {ofKind.map((item) => (
                  <li key={item.id}>
                    <Link href={item.href} className="text-brand-700 underline hover:no-underline dark:text-brand-300">
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
