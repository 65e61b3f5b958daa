import { Link } from '@/components/ui/site-link';

/** A sidebar box of links to guides ('Featured Guides' on the list, 'Related Guides' on a guide). */
export function GuideLinkList({
  id,
  title,
  guides,
}: {
  id: string;
  title: string;
  guides: { slug: string; title: string }[];
}) {
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {guides.map((guide) => (
          <li key={guide.slug}>
            <Link
              href={`/charger-install/${guide.slug}`}
              className="block rounded-md p-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-900"
            >
              {guide.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
