import { Mail as MailNode, Moon as MoonNode, Sun as SunNode, Zap as ZapNode } from 'lucide';
import { Link } from '@/components/ui/site-link';
import { NewsletterButton } from '@/components/layout/newsletter-button';
import { SiteNav } from '@/components/layout/site-nav';
import { SearchTrigger } from '@/components/search/search-trigger';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { buttonVariants } from '@/components/ui/button';
import { env } from '@/lib/env';
import type { ActionResult } from '@/lib/actions/result';
import type { NewsletterInput } from '@/lib/newsletter/signup';
import { lucideIcon } from '@/components/ui/icon';

const Mail = lucideIcon(MailNode);
const Moon = lucideIcon(MoonNode);
const Sun = lucideIcon(SunNode);
const Zap = lucideIcon(ZapNode);

interface SiteHeaderProps {
  /** The newsletter's subscribe action (a server action, passed down by the layout). */
  subscribe: (input: NewsletterInput) => Promise<ActionResult>;
  /** The uploaded logo's versioned URL, read by the layout; without one the site name shows. */
  logo?: { url: string } | null;
}

// The header is rendered on the server; its client parts get their icons and classes from here, so the
// browser loads no icon or class-building code for them.
const subscribeLabel = (
  <>
    <Mail className="size-4" aria-hidden />
    Subscribe
  </>
);

export async function SiteHeader({ subscribe, logo }: SiteHeaderProps) {
  const siteName = env().NEXT_PUBLIC_SITE_NAME;
  return (
    // Opaque, not a blurred see-through: a backdrop filter is drawn again on every frame the page moves under it (a
    // sixth of a GPU-less Chromium's work to load and scroll a page), and at 95 % white nobody saw what it blurred.
    <header
      data-site-header
      className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:gap-6">
        <Link href="/" className="flex shrink-0 items-center gap-2 font-bold" aria-label={`${siteName} home`}>
          {logo ? (
            // The logo is an uploaded file of unknown size; a plain img keeps its own aspect ratio.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={logo.url} alt={siteName} className="h-9 w-auto max-w-40 object-contain" />
          ) : (
            <>
              <Zap className="size-6 text-brand-600" aria-hidden />
              <span className="text-lg">{siteName}</span>
            </>
          )}
        </Link>
        <SiteNav>
          <NewsletterButton subscribe={subscribe} className={buttonVariants({ block: true })}>
            {subscribeLabel}
          </NewsletterButton>
        </SiteNav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SearchTrigger className="inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-slate-800" />
          <ThemeToggle>
            {/* Both icons render; CSS picks one, so server and client markup agree before the theme is known. */}
            <Sun className="hidden size-5 dark:block" aria-hidden />
            <Moon className="size-5 dark:hidden" aria-hidden />
          </ThemeToggle>
          <div className="hidden sm:block">
            <NewsletterButton subscribe={subscribe} className={buttonVariants()}>
              {subscribeLabel}
            </NewsletterButton>
          </div>
        </div>
      </div>
    </header>
  );
}
