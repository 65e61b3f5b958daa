import { Link } from '@/components/ui/site-link';
import { AdminShortcut } from '@/components/home/admin-shortcut';
import { buttonVariants } from '@/components/ui/button';

interface EmptySectionProps {
  text: string;
  /** Where a visitor can go instead: public pages only. */
  links: { href: string; label: string }[];
  /** The back-office button of the product description ('Add Videos'), shown to the signed-in administrator only. */
  admin: { href: string; label: string };
}

/** An empty list with the site's text, somewhere useful to go next, and the admin's shortcut to fill it. */
export function EmptySection({ text, links, admin }: EmptySectionProps) {
  return (
    <div role="status" className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="text-slate-700 dark:text-slate-300">{text}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <Link key={link.href} href={link.href} className={buttonVariants({ variant: 'secondary' })}>
            {link.label}
          </Link>
        ))}
        <AdminShortcut href={admin.href}>{admin.label}</AdminShortcut>
      </div>
    </div>
  );
}
