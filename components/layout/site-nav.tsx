'use client';

import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { NAV_LINKS, type NavLink } from '@/components/layout/nav-links';

function isActive(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function Item({ link, pathname, onNavigate }: { link: NavLink; pathname: string; onNavigate?: () => void }) {
  const active = isActive(pathname, link.href);
  return (
    <Link
      href={link.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap',
        active
          ? 'bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-brand-100'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
      )}
    >
      {link.label}
      {link.badge && (
        <span className="rounded-full bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold text-amber-800 uppercase dark:bg-amber-900/50 dark:text-amber-200">
          {link.badge}
        </span>
      )}
    </Link>
  );
}

/** Desktop link row and the collapsible menu for small screens. */
export function SiteNav({ children }: { children?: React.ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-0.5 2xl:flex">
        {NAV_LINKS.map((link) => (
          <Item key={link.href} link={link} pathname={pathname} />
        ))}
      </nav>
      <button
        type="button"
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 2xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
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
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg 2xl:hidden dark:border-slate-800 dark:bg-slate-950"
        >
          <nav aria-label="Mobile" className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:grid-cols-2">
            {NAV_LINKS.map((link) => (
              <Item key={link.href} link={link} pathname={pathname} onNavigate={() => setOpen(false)} />
            ))}
          </nav>
          <div className="mx-auto max-w-7xl px-4 pb-4">{children}</div>
        </div>
      )}
    </>
  );
}
