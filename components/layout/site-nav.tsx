import { ChevronDown as ChevronDownNode, Menu as MenuNode, X as XNode } from 'lucide';
import { MobileMenu, NavItemLink, NavMenu } from '@/components/layout/nav-menus';
import { NAV_GROUPS, type NavLink } from '@/components/layout/nav-links';
import { lucideIcon } from '@/components/ui/icon';

const ChevronDown = lucideIcon(ChevronDownNode);
const Menu = lucideIcon(MenuNode);
const X = lucideIcon(XNode);

function Badge({ children }: { children: React.ReactNode }) {
  return (
    <span className="rounded-full bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold text-amber-900 uppercase dark:bg-amber-900/60 dark:text-amber-100">
      {children}
    </span>
  );
}

function Item({ link, detailed }: { link: NavLink; detailed?: boolean }) {
  return (
    <NavItemLink href={link.href}>
      <span>
        {link.label}
        {link.badge && <Badge>{link.badge}</Badge>}
      </span>
      {detailed && link.description && <span>{link.description}</span>}
    </NavItemLink>
  );
}

/**
 * The header's grouped menus from 1024 px up, and the collapsible menu below that. Rendered on the server:
 * the browser loads only the code that opens and closes them (nav-menus.tsx), not the links' text.
 */
export function SiteNav({ children }: { children?: React.ReactNode }) {
  return (
    <>
      <nav aria-label="Main" className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {NAV_GROUPS.map((group) => (
            <NavMenu
              key={group.label}
              label={group.label}
              hrefs={group.links.map((link) => link.href)}
              icon={<ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" aria-hidden />}
            >
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Item link={link} detailed />
                  </li>
                ))}
              </ul>
            </NavMenu>
          ))}
        </ul>
      </nav>
      <MobileMenu
        icons={
          <>
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden />
          </>
        }
      >
        <nav aria-label="Mobile" className="mx-auto grid max-w-7xl gap-4 px-4 py-3 sm:grid-cols-3">
          {NAV_GROUPS.map((group) => (
            <section key={group.label} aria-labelledby={`mobile-${group.label}`}>
              <h2
                id={`mobile-${group.label}`}
                className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
              >
                {group.label}
              </h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Item link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {children && <div className="mx-auto max-w-7xl px-4 pb-4">{children}</div>}
      </MobileMenu>
    </>
  );
}
