export interface NavLink {
  href: string;
  label: string;
  badge?: string;
}

/** One entry per content section and tool, in the order the header shows them. */
export const CONTENT_LINKS: NavLink[] = [
  { href: '/glossary', label: 'Glossary' },
  { href: '/categories', label: 'Categories' },
  { href: '/articles', label: 'Articles' },
  { href: '/videos', label: 'Videos' },
];

export const TOOL_LINKS: NavLink[] = [
  { href: '/range-tool', label: 'Range Tool' },
  { href: '/battery-degradation', label: 'Battery Health' },
  { href: '/tire-calculator', label: 'RangeBoost' },
  { href: '/tire-fitment', label: 'Tire Fitment' },
  { href: '/charger-install', label: 'Charger Install', badge: 'Coming Soon' },
  { href: '/installers', label: 'Installers' },
  { href: '/vehicle-data-info', label: 'Vehicle Data' },
];

export const NAV_LINKS: NavLink[] = [...CONTENT_LINKS, ...TOOL_LINKS];
