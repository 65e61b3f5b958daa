export interface NavLink {
  href: string;
  label: string;
  badge?: string;
  /** One line under the label in the header's menus. */
  description?: string;
}

interface NavGroup {
  label: string;
  links: NavLink[];
}

/** One entry per content section and tool, in the order the header shows them. */
export const CONTENT_LINKS: NavLink[] = [
  { href: '/glossary', label: 'Glossary', description: 'EV repair terms in plain language' },
  { href: '/categories', label: 'Categories', description: 'Battery, charging, diagnostics and more' },
  { href: '/articles', label: 'Articles', description: 'Repair and maintenance guides' },
  { href: '/videos', label: 'Videos', description: 'Repair and maintenance videos' },
  { href: '/fault-codes', label: 'Fault Codes', description: 'What a hybrid or EV trouble code names' },
];

export const TOOL_LINKS: NavLink[] = [
  { href: '/range-tool', label: 'Range Tool', description: 'Range and trip cost against gas cars' },
  { href: '/battery-degradation', label: 'Battery Health', description: 'Estimate remaining battery capacity' },
  { href: '/tire-calculator', label: 'RangeBoost', description: 'Range gained from tire pressure' },
  { href: '/tire-fitment', label: 'Tire Fitment', description: 'Tires that fit your EV' },
  { href: '/panel-check', label: 'Panel Check', description: 'Can your home take an EV charger?' },
  {
    href: '/charger-install',
    label: 'Charger Install',
    badge: 'Coming Soon',
    description: 'Home and commercial charger guides',
  },
  { href: '/installers', label: 'Installers', description: 'Find a charger installer' },
  { href: '/vehicle-data-info', label: 'Vehicle Data', description: 'What our vehicle database holds' },
];

const NAV_LINKS: NavLink[] = [...CONTENT_LINKS, ...TOOL_LINKS];

const byHref = (href: string) => {
  const link = NAV_LINKS.find((candidate) => candidate.href === href);
  if (!link) throw new Error(`No nav link for ${href}`);
  return link;
};

/**
 * The header's menus: every section in three groups, so the whole site fits a 1024 px wide header.
 * Together they hold every entry of NAV_LINKS exactly once.
 */
export const NAV_GROUPS: NavGroup[] = [
  { label: 'Learn', links: CONTENT_LINKS },
  {
    label: 'Tools',
    links: ['/range-tool', '/battery-degradation', '/tire-calculator', '/tire-fitment', '/panel-check', '/vehicle-data-info'].map(
      byHref,
    ),
  },
  { label: 'Charging', links: ['/charger-install', '/installers'].map(byHref) },
];
