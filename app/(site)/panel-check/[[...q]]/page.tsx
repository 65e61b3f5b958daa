import type { Metadata } from 'next';
// The plain-React adapter: typed inputs rewrite the address in place (see range-tool/page.tsx).
import { NuqsAdapter } from 'nuqs/adapters/react';
import { CalculatorPage, calculatorMetadata } from '@/components/calculators/calculator-page';
import { PanelCheckNotice } from '@/components/calculators/panel-check-notice';
import { PanelCheckTool } from '@/components/calculators/panel-check-tool';
import { cardClass } from '@/components/calculators/ui';
import { PANEL_CONSTANTS, panelSummary } from '@/lib/calculators/panel-check';
import { listInstallerStates } from '@/lib/db/installers';
import { env } from '@/lib/env';
import { pageQuery, queryPageStaticParams, type QueryPageProps } from '@/lib/page-query';
import { loadPanelUrl } from '@/lib/calculators/forms/links';
import { panelCheckOfLink, panelUrlOf, serializePanelUrl } from '@/lib/calculators/forms/panel-check';

const TITLE = 'Panel Check: Can My Home Take an EV Charger?';
const DESCRIPTION =
  'Check whether your home’s electrical service can take a Level 2 charger, with the NEC 2023 load calculation for an existing dwelling (220.83 or 220.87), step by step.';

export const revalidate = 3600;
export const dynamicParams = true;
export const generateStaticParams = queryPageStaticParams;

/** The link's query, decoded in one place for the page and its metadata. */
async function readLink(params: QueryPageProps['params']) {
  return panelCheckOfLink(await loadPanelUrl(pageQuery(params)));
}

/** The page's metadata; a shared link carries its verdict for unfurls. */
export async function generateMetadata({ params }: QueryPageProps): Promise<Metadata> {
  const { values, result } = await readLink(params);
  const summary = result ? panelSummary(result) : { title: TITLE, description: DESCRIPTION };
  return calculatorMetadata({
    ...summary,
    keywords: [
      'EV charger panel capacity',
      'NEC 220.83',
      'NEC 220.87',
      'load calculation',
      'service upgrade',
    ],
    path: '/panel-check',
    image: result
      ? serializePanelUrl('/api/og/panel-check', panelUrlOf(values, true))
      : '/api/og/panel-check',
  });
}

/** The panel check for the link in the URL: a shared link shows its result in the server HTML. */
export default async function PanelCheckPage({ params }: QueryPageProps) {
  const [{ values, issues }, installerStates] = await Promise.all([readLink(params), listInstallerStates()]);
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  return (
    <CalculatorPage title={TITLE} description={DESCRIPTION} path="/panel-check" issues={issues}>
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <NuqsAdapter>
          <PanelCheckTool initial={values} siteUrl={siteUrl} installerStates={installerStates} />
        </NuqsAdapter>
        <aside className="space-y-6">
          <PanelCheckNotice />
          <section className={cardClass}>
            <h2 className="font-semibold">How the check works</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              <li>
                220.83: {PANEL_CONSTANTS.vaPerSquareFoot} VA per ft², 1,500 VA per small-appliance and laundry
                circuit, every fixed appliance’s nameplate, the charger, and the larger of heating and
                cooling; the first 8,000 VA at 100 %, the rest at 40 %. When heating or cooling is being
                added, the larger of all heating and all cooling counts at 100 %.
              </li>
              <li>
                220.87: 125 % of the highest 15-minute demand of the last 12 months, plus the charger at 100
                %.
              </li>
              <li>220.57: the charger counts as at least 7,200 VA (30 A), whatever its setting.</li>
              <li>It fits when the load ÷ 240 V is not over the service rating.</li>
            </ul>
          </section>
        </aside>
      </div>
    </CalculatorPage>
  );
}
