import { ArrowRight as ArrowRightNode } from 'lucide';
import { Link } from '@/components/ui/site-link';
import { AdSlot } from '@/components/ads/ad-slot';
import { lucideIcon } from '@/components/ui/icon';

const ArrowRight = lucideIcon(ArrowRightNode);

/** The four installation resource pages the product description names (seeded charger-install guides). */
const INSTALLATION_RESOURCES = [
  { href: '/charger-install/home-installation-guide', label: 'Home Installation Guide' },
  { href: '/charger-install/installation-costs', label: 'Installation Costs' },
  { href: '/charger-install/permits-regulations', label: 'Permits & Regulations' },
  { href: '/charger-install/commercial-installation', label: 'Commercial Installation' },
] as const;

export function InstallerSidebar() {
  return (
    <aside aria-label="Installation resources" className="space-y-6">
      <section className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
        <h2 className="font-semibold">Installation Resources</h2>
        <ul className="mt-3 space-y-2 text-sm">
          {INSTALLATION_RESOURCES.map((resource) => (
            <li key={resource.href}>
              <Link
                href={resource.href}
                className="inline-flex items-center gap-1 text-brand-700 hover:underline dark:text-brand-100"
              >
                <ArrowRight className="size-3.5" aria-hidden />
                {resource.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-xl bg-brand-700 p-5 text-white">
        <h2 className="font-semibold">Are you an installer?</h2>
        <p className="mt-2 text-sm text-brand-50">
          List your business where EV owners look for qualified installers.
        </p>
        <Link
          href="/installers/join"
          className="mt-4 inline-block rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Join Our Network
        </Link>
      </section>
      <AdSlot format="sidebar" />
    </aside>
  );
}
