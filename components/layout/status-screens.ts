import { ARTICLE_MESSAGES } from '@/components/articles/messages';
import { GUIDE_MESSAGES } from '@/components/guides/messages';
import { ARTICLE_LINKS, GUIDE_LINKS, TIRE_DIRECTORY_LINKS } from '@/components/layout/error-screens';
import type { StatusScreenProps } from '@/components/layout/status-screen';

/**
 * The not-found screens (docs/product/messages.md §2). A page that finds no row renders its screen
 * itself (see NotFoundPage), and the segment's not-found.tsx shows the same one after a client navigation.
 */
export const NOT_FOUND_SCREENS = {
  page: {
    code: '404',
    title: 'Page Not Found',
    message: 'The page you are looking for does not exist or has been moved.',
    links: [
      { href: '/', label: 'Go Home' },
      { href: '/glossary', label: 'Browse the Glossary' },
    ],
  },
  article: {
    icon: true,
    title: ARTICLE_MESSAGES.notFoundTitle,
    message: ARTICLE_MESSAGES.notFound,
    links: ARTICLE_LINKS,
  },
  guide: {
    icon: true,
    title: GUIDE_MESSAGES.notFoundTitle,
    message: GUIDE_MESSAGES.notFound,
    links: GUIDE_LINKS,
  },
  term: {
    code: '404',
    title: 'Term Not Found',
    message: 'Term not found. It may have been removed or the ID is invalid.',
    // It stands under the glossary's own title, with the list of terms still below it.
    heading: 'h2',
    links: [{ href: '/glossary', label: 'Back to Glossary' }],
  },
  tire: {
    code: '404',
    title: 'Tire Not Found',
    message: 'Tire not found. It may have been removed or the ID is invalid.',
    links: TIRE_DIRECTORY_LINKS,
  },
  vehicle: {
    code: '404',
    title: 'Vehicle Not Found',
    message: 'Vehicle not found. It may have been removed or the ID is invalid.',
    links: TIRE_DIRECTORY_LINKS,
  },
} as const satisfies Record<string, StatusScreenProps>;
