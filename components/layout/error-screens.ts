import { ARTICLE_MESSAGES } from '@/components/articles/messages';
import { GUIDE_MESSAGES } from '@/components/guides/messages';
import { VIDEO_MESSAGES } from '@/components/videos/messages';
import { ERROR_MESSAGES } from '@/lib/errors';
import { CALCULATOR_LOAD_MESSAGES } from '@/lib/calculators/forms/load-messages';
import type { StatusScreenProps } from '@/components/layout/status-screen';

// The ways out a section's not-found and error screens share (the not-found screens are in status-screens.ts,
// which only the server reads; this table ships with the site's error boundary on every page).
export const TIRE_DIRECTORY_LINKS = [
  { href: '/tire-fitment', label: 'Back to Tire Directory' },
  { href: '/tire-fitment?tab=tire', label: 'Search Tires' },
];
export const ARTICLE_LINKS = [
  { href: '/articles', label: 'Back to Articles' },
  { href: '/articles', label: 'Return to Articles' },
];
export const GUIDE_LINKS = [{ href: '/charger-install', label: 'Back to Installation Guides' }];

type ErrorScreen = Omit<StatusScreenProps, 'alert'> & {
  /** The site's toast that accompanies this failure, if it names one. */
  toastMessage?: string;
  /** Where the product description sends the visitor instead of staying on the failed page. */
  replaceWith?: string;
};

const calculatorScreen = (title: string, failure: string) => ({
  title,
  message: `${failure}. Please try again later.`,
  toastMessage: failure,
});

/** The error boundary's screens: the site's load-failure text where it names one, with the same ways out. */
const ERROR_SCREENS = {
  article: {
    icon: true,
    title: ARTICLE_MESSAGES.notFoundTitle,
    message: ARTICLE_MESSAGES.articleLoadFailed,
    toastMessage: ARTICLE_MESSAGES.articleLoadFailed,
    links: ARTICLE_LINKS,
  },
  guide: {
    icon: true,
    title: GUIDE_MESSAGES.notFoundTitle,
    message: GUIDE_MESSAGES.guideLoadFailed,
    toastMessage: GUIDE_MESSAGES.guideLoadFailed,
    links: GUIDE_LINKS,
  },
  tire: {
    title: 'Something went wrong',
    message: 'Failed to load tire details. Please try again later.',
    links: TIRE_DIRECTORY_LINKS.slice(0, 1),
  },
  vehicle: {
    title: 'Something went wrong',
    message: 'Failed to load vehicle details. Please try again later.',
    links: TIRE_DIRECTORY_LINKS.slice(0, 1),
  },
  tireFitment: { title: 'Tire Fitment Directory', message: 'Failed to load initial data. Please try again later.' },
  vehicleData: { title: 'Error Loading Data', message: 'Failed to load vehicle database statistics' },
  home: { title: 'Connection Error', message: ERROR_MESSAGES.connection },
  glossary: { title: 'EV Repair Glossary', message: 'Failed to load glossary entries. Please try again later.' },
  categories: { title: 'Categories', message: ERROR_MESSAGES.connection },
  // The product description sends a category that failed to load back to the category grid.
  category: { title: 'Categories', message: ERROR_MESSAGES.connection, replaceWith: '/categories' },
  articles: { title: 'Articles', message: ARTICLE_MESSAGES.loadFailed, toastMessage: ARTICLE_MESSAGES.loadFailedToast },
  videos: { title: 'Videos', message: VIDEO_MESSAGES.loadFailed, toastMessage: VIDEO_MESSAGES.loadFailedToast },
  guides: { title: 'EV Charger Installation Guides', message: GUIDE_MESSAGES.loadFailed },
  installers: { title: 'Find EV Charger Installers', message: 'Failed to load installers' },
  rangeTool: calculatorScreen('EV Range & Charging Cost Comparison', CALCULATOR_LOAD_MESSAGES.loadFailed),
  batteryDegradation: calculatorScreen('EV Battery Degradation Calculator', CALCULATOR_LOAD_MESSAGES.loadModelsFailed),
  tireCalculator: calculatorScreen('RangeBoost: EV Tire Pressure Range Calculator', CALCULATOR_LOAD_MESSAGES.loadModelsFailed),
} as const satisfies Record<string, ErrorScreen>;

/** Each section's screen, by the first segment of its path, and for its pages one level down. */
const SCREEN_BY_SECTION: Record<string, { list?: ErrorScreen; item?: ErrorScreen }> = {
  glossary: { list: ERROR_SCREENS.glossary, item: ERROR_SCREENS.glossary },
  categories: { list: ERROR_SCREENS.categories },
  category: { item: ERROR_SCREENS.category },
  articles: { list: ERROR_SCREENS.articles },
  article: { item: ERROR_SCREENS.article },
  videos: { list: ERROR_SCREENS.videos },
  'charger-install': { list: ERROR_SCREENS.guides, item: ERROR_SCREENS.guide },
  installers: { list: ERROR_SCREENS.installers, item: ERROR_SCREENS.installers },
  'vehicle-data-info': { list: ERROR_SCREENS.vehicleData, item: ERROR_SCREENS.vehicleData },
  'range-tool': { list: ERROR_SCREENS.rangeTool },
  'battery-degradation': { list: ERROR_SCREENS.batteryDegradation },
  'tire-calculator': { list: ERROR_SCREENS.tireCalculator },
};

/**
 * The screen the site's error boundary shows for a failure on `pathname`. One boundary serves every section:
 * Turbopack gives each error.tsx its own chunk with its own copy of the screen's code and this table, and
 * every page loads the chunks of all the boundaries above it.
 */
export function errorScreenFor(pathname: string): Partial<ErrorScreen> {
  const [section = '', child, grandchild] = pathname.split('/').filter(Boolean);
  if (!section) return ERROR_SCREENS.home;
  if (section === 'tire-fitment') {
    if (child === 'tire' && grandchild) return ERROR_SCREENS.tire;
    if ((child === 'vehicle' || child === 'ev') && grandchild) return ERROR_SCREENS.vehicle;
    return ERROR_SCREENS.tireFitment;
  }
  const screens = SCREEN_BY_SECTION[section];
  return (child ? screens?.item : screens?.list) ?? {};
}
