import { Link } from '@/components/ui/site-link';
import { AdSlot } from '@/components/ads/ad-slot';
import { CONTENT_LINKS, TOOL_LINKS } from '@/components/layout/nav-links';
import { env } from '@/lib/env';

export function SiteFooter() {
  const config = env();
  const social = [
    { label: 'GitHub', href: config.SOCIAL_GITHUB_URL },
    { label: 'YouTube', href: config.SOCIAL_YOUTUBE_URL },
    { label: 'X', href: config.SOCIAL_X_URL },
    { label: 'Facebook', href: config.SOCIAL_FACEBOOK_URL },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));
  const year = new Date().getFullYear();

  return (
    <footer data-site-footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{config.NEXT_PUBLIC_SITE_NAME}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Practical electric vehicle repair knowledge for technicians, DIY owners and drivers: plain-language
            definitions, repair guides and calculators built on published data.
          </p>
          {social.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label="Social links">
              {social.map((link) => (
                <li key={link.label}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank" className="hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className="font-semibold">Resources</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {[...CONTENT_LINKS, { href: '/vehicle-data-info', label: 'Vehicle Data' }].map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-slate-600 hover:underline dark:text-slate-400">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">Interactive Tools</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {TOOL_LINKS.filter((link) => link.href !== '/vehicle-data-info').map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-slate-600 hover:underline dark:text-slate-400">
                  {link.label}
                </Link>
              </li>
            ))}
            {/* The kit that works with no signal (docs/product/field-kit.md): a link, so no page gains script. */}
            <li>
              <Link href="/field-kit" className="text-slate-600 hover:underline dark:text-slate-400">
                Offline field kit
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">Contact</h2>
          <p className="mt-3 text-sm">
            <a href={`mailto:${config.CONTACT_EMAIL}`} className="text-brand-700 hover:underline dark:text-brand-500">
              {config.CONTACT_EMAIL}
            </a>
          </p>
          <AdSlot format="multiplex" className="mt-4" />
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-500 md:flex-row md:items-center md:justify-between dark:text-slate-400">
          <p>
            &copy; {year} {config.NEXT_PUBLIC_SITE_NAME}. <Link href="/privacy" className="hover:underline">Privacy Policy</Link>{' '}
            · <Link href="/terms" className="hover:underline">Terms of Service</Link>
          </p>
          <p className="max-w-2xl">
            As an Amazon Associate we earn from qualifying purchases. Some links on this site are affiliate links: if
            you buy through them we may earn a commission at no extra cost to you.
          </p>
        </div>
      </div>
    </footer>
  );
}
