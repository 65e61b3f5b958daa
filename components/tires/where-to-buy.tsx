import { ExternalLink as ExternalLinkNode } from 'lucide';
import { buttonVariants } from '@/components/ui/button';
import { COMMISSION_DISCLOSURE, type RetailerLink } from '@/lib/tires/retailers';
import { lucideIcon } from '@/components/ui/icon';

const ExternalLink = lucideIcon(ExternalLinkNode);

export function WhereToBuy({ links, title = 'Where to Buy' }: { links: RetailerLink[]; title?: string }) {
  return (
    <section
      aria-labelledby="where-to-buy"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="where-to-buy" className="font-semibold">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="sponsored noopener noreferrer"
              className={buttonVariants()}
            >
              {link.label}
              <ExternalLink className="size-4" aria-hidden />
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400" data-testid="commission-disclosure">
        {COMMISSION_DISCLOSURE}
      </p>
    </section>
  );
}
