import { Link } from '@/components/ui/site-link';
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';

export interface Crumb {
  name: string;
  /** Site path; the last crumb is the current page. */
  href: string;
}

/** The visible trail and its BreadcrumbList structured data, built from the same list. */
export function Breadcrumbs({ items, siteUrl }: { items: Crumb[]; siteUrl: string }) {
  const data: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.href, siteUrl).toString(),
    })),
  };
  return (
    <>
      <JsonLd data={data} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1.5">
          {items.map((item, index) =>
            index < items.length - 1 ? (
              <li key={item.href} className="contents">
                <Link href={item.href} className="hover:underline">
                  {item.name}
                </Link>
                <span aria-hidden>/</span>
              </li>
            ) : (
              <li key={item.href} aria-current="page" className="line-clamp-1 text-slate-700 dark:text-slate-300">
                {item.name}
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
