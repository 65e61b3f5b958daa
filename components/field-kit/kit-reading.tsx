import type { KitArticle, KitGuide } from '@/lib/field-kit/types';

const link = 'text-brand-700 underline hover:no-underline dark:text-brand-300';
const prose = 'prose prose-slate mt-6 max-w-none dark:prose-invert prose-a:text-brand-700 dark:prose-a:text-brand-500';

/** A saved article, guide or term: its title and the body the server rendered and sanitized when the kit was made. */
export function KitReading({ title, html, back }: { title: string; html: string; back: { href: string; label: string } }) {
  return (
    <article>
      <p>
        <a href={back.href} className={link}>
          {back.label}
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      {/* Rendered and sanitized on the server (lib/field-kit/server/kit-data.ts), as the online page is. */}
      <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/** The saved articles (the high-voltage safety article first) or charger guides, as a list of links. */
export function KitReadingList({ title, items }: { title: string; items: (KitArticle | KitGuide)[] }) {
  return (
    <div>
      <h1 className="text-3xl font-bold">{title}</h1>
      <ul className="mt-6 space-y-4">
        {items.map((item) => {
          const href = 'slug' in item ? `/charger-install/${item.slug}` : `/article/${item.id}`;
          return (
            <li key={href}>
              <a href={href} className={`${link} font-semibold`}>
                {item.title}
              </a>
              <p className="text-sm text-slate-600 dark:text-slate-400">{'slug' in item ? item.description : item.excerpt}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
