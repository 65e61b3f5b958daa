import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { formatCount, formatPercent, formatSeconds, TOOL_NAMES } from '@/components/admin/analytics/format';
import { PageLookup } from '@/components/admin/analytics/page-lookup';
import { RangePicker } from '@/components/admin/analytics/range-picker';
import { ReportTable } from '@/components/admin/analytics/report-table';
import { StatCards } from '@/components/admin/analytics/stat-cards';
import { ViewsChart } from '@/components/admin/analytics/views-chart';
import { LoadFailed } from '@/components/admin/load-failed';
import { requireAdminPage } from '@/lib/auth';
import { readAnalyticsReport, readPageStats } from '@/lib/db/analytics';
import {
  ANALYTICS_MESSAGES,
  pageLookupSchema,
  parseReportRange,
  rangeDays,
  type AnalyticsReport,
} from '@/lib/analytics/report';

export const metadata: Metadata = { title: 'Analytics', robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const CLICK_TITLES = {
  affiliate_click: ['Affiliate clicks', 'Retailer', 'No affiliate link was clicked in this range.'],
  ad_click: ['Ad clicks', 'Ad format', 'No ad was clicked in this range.'],
  navigation_click: ['Navigation clicks', 'Link (header, menu, footer)', 'No navigation link was clicked in this range.'],
} as const;

/** Zero for the days without views, so the chart's line spans the whole range. */
function fillDays(report: AnalyticsReport) {
  const known = new Map(report.viewsPerDay.map((day) => [day.day, day]));
  return rangeDays(report.range).map((day) => known.get(day) ?? { day, views: 0, visitors: 0 });
}

export default async function AnalyticsPage({ searchParams }: PageProps) {
  await requireAdminPage();
  const query = await searchParams;
  const today = new Date().toISOString().slice(0, 10);
  const { range, problem } = parseReportRange(query);
  const rawPath = (Array.isArray(query.path) ? query.path[0] : query.path)?.trim() ?? '';
  const lookup = rawPath ? pageLookupSchema.safeParse(rawPath) : undefined;

  const loaded = await Promise.all([
    readAnalyticsReport(range),
    lookup?.success ? readPageStats(lookup.data, range) : Promise.resolve(undefined),
  ]).catch((error: unknown) => {
    console.error(ANALYTICS_MESSAGES.loadFailed, error);
    return undefined;
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Analytics" subtitle="First-party visitor statistics, without cookies or personal data" />
      <RangePicker range={range} today={today} problem={problem} />
      {!loaded ? (
        <LoadFailed message={ANALYTICS_MESSAGES.loadFailed} />
      ) : (
        <Report report={loaded[0]} lookup={{ path: rawPath, stats: loaded[1], invalid: lookup?.success === false }} />
      )}
    </div>
  );
}

function Report({
  report,
  lookup,
}: {
  report: AnalyticsReport;
  lookup: { path: string; stats: Awaited<ReturnType<typeof readPageStats>> | undefined; invalid: boolean };
}) {
  const views = report.totals.views;
  const clicks = (kind: keyof typeof CLICK_TITLES) => report.clicks.filter((click) => click.kind === kind);
  return (
    <>
      <StatCards report={report} />
      <div className="mt-6">
        <ViewsChart days={fillDays(report)} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <ReportTable
          title="Top pages"
          testId="top-pages"
          headers={['Page', 'Views']}
          rows={report.topPages.map((page) => [
            <Link key={page.path} href={page.path} className="text-brand-700 hover:underline dark:text-brand-500">
              {page.path}
            </Link>,
            formatCount(page.views),
          ])}
          empty="No page views in this range."
        />
        <PageLookup range={report.range} path={lookup.path} stats={lookup.stats} invalid={lookup.invalid} />
        <ReportTable
          title="Top glossary terms opened"
          testId="top-terms"
          headers={['Term', 'Opened', 'Time open (avg.)']}
          rows={report.topTerms.map((term) => [
            <Link key={term.id} href={`/glossary/${term.id}`} className="text-brand-700 hover:underline dark:text-brand-500">
              {term.term}
            </Link>,
            formatCount(term.views),
            formatSeconds(term.averageSeconds),
          ])}
          empty="No glossary term was opened in this range."
        />
        <ReportTable
          title="Calculator uses"
          testId="tool-uses"
          headers={['Tool', 'Uses', 'From shared links']}
          rows={report.tools.map((tool) => [
            TOOL_NAMES[tool.tool] ?? tool.tool,
            formatCount(tool.uses),
            `${formatCount(tool.shared)} (${formatPercent(tool.shared, tool.uses)})`,
          ])}
          empty="No calculator was used in this range."
        />
        <ReportTable
          title="Scroll depth"
          testId="scroll-depth"
          headers={['Reached', 'Page views', 'Share of views']}
          rows={[25, 50, 75, 100].map((depth) => {
            const reached = report.scrollDepth.find((row) => row.depth === depth)?.views ?? 0;
            return [`${depth} % of the page`, formatCount(reached), formatPercent(reached, views)];
          })}
          empty=""
        />
        {(Object.keys(CLICK_TITLES) as (keyof typeof CLICK_TITLES)[]).map((kind) => {
          const [title, column, empty] = CLICK_TITLES[kind];
          return (
            <ReportTable
              key={kind}
              title={title}
              testId={kind}
              headers={[column, 'Clicks']}
              rows={clicks(kind).map((click) => [click.label, formatCount(click.clicks)])}
              empty={empty}
            />
          );
        })}
      </div>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        Events are kept for 13 months. No IP address, cookie or user agent is stored: a visitor is a hash that changes every
        day. Known bots are not counted.
      </p>
    </>
  );
}
