import {
  BadgeCheck,
  Car,
  CircleDot,
  FileText,
  FolderTree,
  Image as ImageIcon,
  Link2,
  type LucideIcon,
  NotebookTabs,
  Video,
} from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { BackToDashboard } from '@/components/admin/back-to-dashboard';
import { LogoutButton } from '@/components/admin/logout-button';
import { SignOutEverywhere } from '@/components/admin/sign-out-everywhere';
import { signOutEverywhere } from '@/app/(admin)/admin/login/actions';
import { SystemStatus, SystemStatusSkeleton } from '@/components/admin/system-status';
import { requireAdminPage } from '@/lib/auth';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false, follow: false } };

interface Card {
  title: string;
  text: string;
  href: string;
  icon: LucideIcon;
  /** Screens not built yet show as cards without a link rather than leading to a missing page. */
  ready?: boolean;
}

const GROUPS: { title: string; cards: Card[] }[] = [
  {
    title: 'Content Management',
    cards: [
      { ready: true, title: 'Articles', text: 'Write, publish and pin articles', href: '/admin/articles', icon: FileText },
      { ready: true, title: 'Videos', text: 'Add YouTube videos and pin them', href: '/admin/videos', icon: Video },
      { title: 'Glossary Entries', text: 'Add, import and clean up terms', href: '/admin/glossary', icon: NotebookTabs },
      { title: 'Categories', text: 'Group glossary entries by topic', href: '/admin/categories', icon: FolderTree },
    ],
  },
  {
    title: 'Tire Fitment Directory',
    cards: [
      { title: 'Vehicles', text: 'OEM tire sizes and load ratings', href: '/admin/vehicles', icon: Car },
      { title: 'Tires', text: 'Tire data, images and sync', href: '/admin/tires', icon: CircleDot },
      { title: 'Submissions', text: 'Review submissions', href: '/admin/fitment-submissions', icon: BadgeCheck },
    ],
  },
  {
    title: 'Site Management',
    cards: [
      { title: 'Logo Management', text: 'Upload the header logo', href: '/admin/logo', icon: ImageIcon },
      { title: 'Affiliate Links', text: 'Product links shown on the site', href: '/admin/affiliate', icon: Link2 },
    ],
  },
];

export default async function DashboardPage() {
  const { email } = await requireAdminPage();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-white px-6 py-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <div>
          <h1 className="text-2xl font-bold">Admin Dashboard</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Logged in as <span className="font-medium text-slate-900 dark:text-slate-100">{email}</span>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <BackToDashboard />
          <LogoutButton />
          <SignOutEverywhere action={signOutEverywhere} />
        </div>
      </div>
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`group-${group.title}`} className="mt-8">
          <h2 id={`group-${group.title}`} className="text-lg font-semibold">
            {group.title}
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {group.cards.map((card) => (
              <li key={card.href}>
                {card.ready ? (
                  <Link
                    href={card.href}
                    className="flex h-full items-start gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-slate-900 dark:ring-slate-800"
                  >
                    <card.icon className="mt-0.5 size-6 text-brand-600" aria-hidden />
                    <span>
                      <span className="block font-semibold">{card.title}</span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">{card.text}</span>
                    </span>
                  </Link>
                ) : (
                  <div
                    data-testid="dashboard-card-unavailable"
                    className="flex h-full items-start gap-3 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200 dark:bg-slate-900/50 dark:ring-slate-800"
                  >
                    <card.icon className="mt-0.5 size-6 text-slate-400" aria-hidden />
                    <span>
                      <span className="block font-semibold text-slate-600 dark:text-slate-300">{card.title}</span>
                      <span className="block text-sm text-slate-500">{card.text}</span>
                      <span className="mt-1 block text-xs font-medium text-amber-700 dark:text-amber-400">
                        Not available yet
                      </span>
                    </span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="mt-8">
        <Suspense fallback={<SystemStatusSkeleton />}>
          <SystemStatus />
        </Suspense>
      </div>
    </div>
  );
}
