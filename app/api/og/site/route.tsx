import { pageCardImage, type PageCard } from '@/components/og/page-card';
import { US_STATES } from '@/lib/installers/application';
import { listDirectoryMakes } from '@/lib/db/tire-directory';

/**
 * Link previews of pages without a row of their own: the home page, the installer directory (for one state
 * too) and the tire fitment directory (for one make too). Only a state or make the site knows is drawn, so a
 * made-up value gives the page's plain card rather than whatever text the link carries.
 */
const CARDS = {
  home: {
    kind: 'EV repair knowledge',
    title: 'Repair knowledge for electric vehicles',
    text: 'Glossary, repair articles, calculators, tire fitment and charger installers for technicians, DIY owners and drivers.',
  },
  installers: {
    kind: 'Installer directory',
    title: 'Find an EV charger installer',
    text: 'Licensed installers by state, installation type and certification.',
  },
  'tire-fitment': {
    kind: 'Tire fitment directory',
    title: 'Tires that fit your EV',
    text: 'Search by year, make, model and trim, by tire brand and size, or by VIN.',
  },
} as const satisfies Record<string, PageCard>;

export const revalidate = 86400;

async function cardFor(params: URLSearchParams): Promise<PageCard> {
  const page = params.get('page');
  if (page === 'installers') {
    const state = params.get('state') ?? '';
    if (!(US_STATES as readonly string[]).includes(state)) return CARDS.installers;
    return { ...CARDS.installers, title: `EV charger installers in ${state}` };
  }
  if (page === 'tire-fitment') {
    const make = params.get('make') ?? '';
    if (!(await listDirectoryMakes()).includes(make)) return CARDS['tire-fitment'];
    return { ...CARDS['tire-fitment'], title: `Tires that fit ${make} EVs` };
  }
  return CARDS.home;
}

export async function GET(request: Request) {
  const image = pageCardImage(await cardFor(new URL(request.url).searchParams));
  image.headers.set('cache-control', 'public, max-age=86400, s-maxage=86400');
  return image;
}
