import { pageCardImage } from '@/components/og/page-card';

/** Link previews of pages without a row of their own: the home page and the installer directory. */
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
} as const;

export const revalidate = 86400;

export async function GET(request: Request) {
  const kind = new URL(request.url).searchParams.get('page');
  const card = kind === 'installers' ? CARDS.installers : CARDS.home;
  const image = pageCardImage(card);
  image.headers.set('cache-control', 'public, max-age=86400, s-maxage=86400');
  return image;
}
