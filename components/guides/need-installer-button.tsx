import { Wrench as WrenchNode } from 'lucide';
import { Link } from '@/components/ui/site-link';
import { lucideIcon } from '@/components/ui/icon';

const Wrench = lucideIcon(WrenchNode);

/** The floating call to action of the charger-install pages. */
export function NeedInstallerButton() {
  return (
    <Link
      href="/installers"
      className="no-print fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-700"
    >
      <Wrench className="size-4" aria-hidden />
      Need an Installer?
    </Link>
  );
}
