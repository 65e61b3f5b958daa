'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';

/**
 * The header's moving parts. The server renders every link, label and description (site-nav.tsx); what
 * the browser runs here only opens and closes the menus and marks the current page.
 */

function isActive(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** True once the path differs from the one of the previous render: a navigation closes any open menu. */
function useNavigated() {
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath === pathname) return false;
  setLastPath(pathname);
  return true;
}

/** Following a link inside a menu closes it, even when the link leads to the page already open. */
const closesOnLink = (close: () => void) => (event: React.MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a')) close();
};

/** A link of the header's menus, marked as the current page while its section is open. */
export function NavItemLink({ href, children }: { href: string; children: React.ReactNode }) {
  const active = isActive(usePathname(), href);
  return (
    <Link href={href} aria-current={active ? 'page' : undefined} className="nav-item">
      {children}
    </Link>
  );
}

/**
 * One header menu (a disclosure: a button that shows and hides a list of links). The links come from the
 * server as `children`, so they are in the HTML even while closed: crawlers and visitors without
 * JavaScript still reach every section.
 */
export function NavMenu({
  label,
  hrefs,
  icon,
  children,
}: {
  label: string;
  /** The menu's link targets: the button is highlighted while one of them is the current page. */
  hrefs: string[];
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  if (useNavigated() && open) setOpen(false);
  const current = hrefs.some((href) => isActive(pathname, href));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <li
      ref={item}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          trigger.current?.focus();
        } else if (event.key === 'ArrowDown' && event.target === trigger.current) {
          // The menu button pattern's shortcut into the list; Tab works as well.
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => panel.current?.querySelector('a')?.focus());
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium aria-expanded:bg-slate-100 dark:aria-expanded:bg-slate-800 ${
          current || open
            ? 'text-brand-800 dark:text-brand-100'
            : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
        }`}
      >
        {label}
        {icon}
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        onClick={closesOnLink(() => setOpen(false))}
        className="absolute top-full left-0 z-50 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {children}
      </div>
    </li>
  );
}

/**
 * The collapsible menu below 1024 px: its toggle, and the sections (`children`, rendered on the server)
 * while it is open. `icons` holds both the open and the close icon; CSS shows the one that fits.
 */
export function MobileMenu({ icons, children }: { icons: React.ReactNode; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  if (useNavigated() && open) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="group order-last rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {icons}
      </button>
      {open && (
        <div
          id="mobile-menu"
          onClick={closesOnLink(() => setOpen(false))}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg lg:hidden dark:border-slate-800 dark:bg-slate-950"
        >
          {children}
        </div>
      )}
    </>
  );
}
