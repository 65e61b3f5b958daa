'use client';

import { ChevronDown, Menu, X } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { NAV_GROUPS, type NavGroup, type NavLink } from '@/components/layout/nav-links';

function isActive(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function Badge({ children }: { children: React.ReactNode }) {
  return (
    <span className="rounded-full bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold text-amber-900 uppercase dark:bg-amber-900/60 dark:text-amber-100">
      {children}
    </span>
  );
}

function Item({
  link,
  pathname,
  onNavigate,
  detailed,
}: {
  link: NavLink;
  pathname: string;
  onNavigate?: () => void;
  detailed?: boolean;
}) {
  const active = isActive(pathname, link.href);
  return (
    <Link
      href={link.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className="nav-item"
    >
      <span>
        {link.label}
        {link.badge && <Badge>{link.badge}</Badge>}
      </span>
      {detailed && link.description && <span>{link.description}</span>}
    </Link>
  );
}

/**
 * One header menu (a disclosure: a button that shows and hides a list of links). The links are in the
 * server HTML even while closed, so crawlers and visitors without JavaScript still reach every section.
 */
function GroupMenu({
  group,
  pathname,
  open,
  onToggle,
  onClose,
}: {
  group: NavGroup;
  pathname: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}) {
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const current = group.links.some((link) => isActive(pathname, link.href));

  return (
    <li
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onClose();
          trigger.current?.focus();
        } else if (event.key === 'ArrowDown' && event.target === trigger.current) {
          // The menu button pattern's shortcut into the list; Tab works as well.
          event.preventDefault();
          if (!open) onToggle();
          requestAnimationFrame(() => panel.current?.querySelector('a')?.focus());
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={clsx(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium',
          current || open
            ? 'text-brand-800 dark:text-brand-100'
            : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          open && 'bg-slate-100 dark:bg-slate-800',
        )}
      >
        {group.label}
        <ChevronDown className={clsx('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <ul>
          {group.links.map((link) => (
            <li key={link.href}>
              <Item link={link} pathname={pathname} onNavigate={onClose} detailed />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The header's grouped menus from 1024 px up, and the collapsible menu below that. */
export function SiteNav({ children }: { children?: React.ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [lastPath, setLastPath] = useState(pathname);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
    setOpenGroup(null);
  }

  useEffect(() => {
    if (!openGroup) return;
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openGroup]);

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
      <nav ref={nav} aria-label="Main" className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {NAV_GROUPS.map((group) => (
            <GroupMenu
              key={group.label}
              group={group}
              pathname={pathname}
              open={openGroup === group.label}
              onToggle={() => setOpenGroup((value) => (value === group.label ? null : group.label))}
              onClose={() => setOpenGroup(null)}
            />
          ))}
        </ul>
      </nav>
      <button
        ref={toggle}
        type="button"
        className="order-last rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
      </button>
      {open && (
        <div
          id="mobile-menu"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg lg:hidden dark:border-slate-800 dark:bg-slate-950"
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
                      <Item link={link} pathname={pathname} onNavigate={() => setOpen(false)} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          {children && <div className="mx-auto max-w-7xl px-4 pb-4">{children}</div>}
        </div>
      )}
    </>
  );
}
