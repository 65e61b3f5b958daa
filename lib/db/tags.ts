/** Cache tags of the public readers; an admin action that changes a table revalidates its tag. */
export const TAGS = {
  glossary: 'glossary',
  categories: 'categories',
  articles: 'articles',
  videos: 'videos',
  affiliateLinks: 'affiliate-links',
  evModels: 'ev-models',
  regionalData: 'regional-data',
  energyPrices: 'energy-prices',
  vehicles: 'vehicles',
  tires: 'tires',
  installGuides: 'install-guides',
  installers: 'installers',
  dataSources: 'data-sources',
  tirePressures: 'tire-pressures',
  syncLogs: 'sync-logs',
  logo: 'logo',
  faultCodes: 'fault-codes',
  codeFamilies: 'code-families',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

/** How long a cached public read may be served before it is refreshed in the background. */
export const REVALIDATE_SECONDS = 3600;
