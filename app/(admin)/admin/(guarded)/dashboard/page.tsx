import {
  BadgeCheck as BadgeCheckNode,
  BarChart3 as BarChart3Node,
  Car as CarNode,
  CircleDot as CircleDotNode,
  CircuitBoard as CircuitBoardNode,
  FileText as FileTextNode,
  FolderTree as FolderTreeNode,
  Image as ImageIconNode,
  Link2 as Link2Node,
  Mail as MailNode,
  NotebookTabs as NotebookTabsNode,
  PlugZap as PlugZapNode,
  Video as VideoNode,
} from 'lucide';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { BackToDashboard } from '@/components/admin/back-to-dashboard';
import { SignOutButton } from '@/components/admin/sign-out-button';
import { signOutEverywhere } from '@/app/(admin)/admin/(guarded)/dashboard/actions';
import { PriceRefreshStatus } from '@/components/admin/price-refresh-status';
import { SystemStatus, SystemStatusSkeleton } from '@/components/admin/system-status';
import { requireAdminPage } from '@/lib/auth';
import { countPendingInstallerLeads } from '@/lib/db/admin-installer-leads';
import { isStale, readLastEnergyUpdate } from '@/lib/db/energy-prices';
import { countSubscribers } from '@/lib/db/newsletter';
import { env } from '@/lib/env';
import { runSystemChecks } from '@/lib/system-status';
import { lucideIcon, type IconComponent } from '@/components/ui/icon';

const BadgeCheck = lucideIcon(BadgeCheckNode);
const BarChart3 = lucideIcon(BarChart3Node);
const Car = lucideIcon(CarNode);
const CircleDot = lucideIcon(CircleDotNode);
const CircuitBoard = lucideIcon(CircuitBoardNode);
const FileText = lucideIcon(FileTextNode);
const FolderTree = lucideIcon(FolderTreeNode);
const ImageIcon = lucideIcon(ImageIconNode);
const Link2 = lucideIcon(Link2Node);
const Mail = lucideIcon(MailNode);
const NotebookTabs = lucideIcon(NotebookTabsNode);
const PlugZap = lucideIcon(PlugZapNode);
const Video = lucideIcon(VideoNode);

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false, follow: false } };

interface Card {
  title: string;
  text: string;
  href: string;
  icon: IconComponent;
  /** A live number shown on the card (pending applications, subscribers). */
  badge?: string;
}

function groups(counts: { pendingLeads?: number; subscribers?: number }): { title: string; cards: Card[] }[] {
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  return [
    {
      title: 'Content Management',
      cards: [
        { title: 'Articles', text: 'Write, publish and pin articles', href: '/admin/articles', icon: FileText },
        { title: 'Videos', text: 'Add YouTube videos and pin them', href: '/admin/videos', icon: Video },
        { title: 'Glossary Entries', text: 'Add, import and clean up terms', href: '/admin/glossary', icon: NotebookTabs },
        { title: 'Categories', text: 'Group glossary entries by topic', href: '/admin/categories', icon: FolderTree },
        { title: 'Fault Codes', text: 'Notes and related articles for EV codes', href: '/admin/fault-codes', icon: CircuitBoard },
        { title: 'Code Families', text: 'What each family of codes means, with sources', href: '/admin/code-families', icon: CircuitBoard },
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
    {
      title: 'Leads and Audience',
      cards: [
        {
          title: 'Installer Applications',
          text: 'Approve installers into the directory',
          href: '/admin/installer-leads',
          icon: PlugZap,
          badge: counts.pendingLeads === undefined ? undefined : plural(counts.pendingLeads, 'pending', 'pending'),
        },
        {
          title: 'Newsletter Subscribers',
          text: 'Search, remove and export the list',
          href: '/admin/subscribers',
          icon: Mail,
          badge: counts.subscribers === undefined ? undefined : plural(counts.subscribers, 'subscriber', 'subscribers'),
        },
        { title: 'Analytics', text: 'Page views, terms, tools and clicks', href: '/admin/analytics', icon: BarChart3 },
      ],
    },
  ];
}

/** The live checks, run by the server when the dashboard opens and streamed in when they finish. */
async function LiveSystemStatus() {
  return <SystemStatus checks={await runSystemChecks()} />;
}

/** The price refresh's last result, read when the dashboard opens. */
async function LivePriceRefresh() {
  const update = await readLastEnergyUpdate();
  return (
    <PriceRefreshStatus
      update={update}
      stale={isStale(update, new Date())}
      feedConfigured={Boolean(env().ENERGY_PRICE_API_KEY)}
    />
  );
}

/** A count that cannot be read leaves its card without a badge rather than failing the dashboard. */
const orNothing = <T,>(work: Promise<T>) =>
  work.catch((error: unknown) => {
    console.error('dashboard count failed', error);
    return undefined;
  });

export default async function DashboardPage() {
  const { email } = await requireAdminPage();
  const [pendingLeads, subscribers] = await Promise.all([orNothing(countPendingInstallerLeads()), orNothing(countSubscribers())]);
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
          <SignOutButton />
          <SignOutButton everywhere={signOutEverywhere} />
        </div>
      </div>
      {groups({ pendingLeads, subscribers }).map((group) => (
        <section key={group.title} aria-labelledby={`group-${group.title}`} className="mt-8">
          <h2 id={`group-${group.title}`} className="text-lg font-semibold">
            {group.title}
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {group.cards.map((card) => (
              <li key={card.href}>
                <Link
                  href={card.href}
                  className="flex h-full items-start gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-slate-900 dark:ring-slate-800"
                >
                  <card.icon className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden />
                  <span>
                    <span className="block font-semibold">{card.title}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{card.text}</span>
                    {card.badge ? (
                      <span className="mt-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-800/30 dark:text-brand-100">
                        {card.badge}
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="mt-8">
        <Suspense fallback={<SystemStatusSkeleton />}>
          <LiveSystemStatus />
        </Suspense>
      </div>
      <div className="mt-8">
        <Suspense fallback={<SystemStatusSkeleton />}>
          <LivePriceRefresh />
        </Suspense>
      </div>
    </div>
  );
}
