import type { Installer } from '@/lib/db/types';
import { CERTIFICATIONS, INSTALL_TYPES, US_STATES } from '@/lib/installers/application';

/** The directory's filters, as they travel in the URL: ?q=…&state=…&cert=…&cert=…&type=… */
export interface InstallerFilters {
  q: string;
  state: string;
  certifications: string[];
  serviceTypes: string[];
}

type SearchParams = Record<string, string | string[] | undefined>;

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const first = (value: string | string[] | undefined) => list(value)[0] ?? '';

/** Reads the filters from the query string; unknown states, certifications and types are ignored. */
export function parseInstallerFilters(params: SearchParams): InstallerFilters {
  const state = first(params.state);
  return {
    q: first(params.q).trim().slice(0, 100),
    state: (US_STATES as readonly string[]).includes(state) ? state : '',
    certifications: list(params.cert).filter((value) =>
      (CERTIFICATIONS as readonly string[]).includes(value),
    ),
    serviceTypes: list(params.type).filter((value) => (INSTALL_TYPES as readonly string[]).includes(value)),
  };
}

export const hasActiveFilters = (filters: InstallerFilters) =>
  Boolean(filters.q || filters.state || filters.certifications.length || filters.serviceTypes.length);

/**
 * Keeps the installers that match every filter: the search text (case-insensitive, in the name, service
 * area or states), the state, and ALL selected certifications and service types (the site's all-match rule).
 */
export function filterInstallers(installers: readonly Installer[], filters: InstallerFilters): Installer[] {
  const query = filters.q.toLowerCase();
  return installers.filter((installer) => {
    if (query) {
      const haystack = [installer.businessName, installer.serviceAreaDescription ?? '', ...installer.states]
        .join('\n')
        .toLowerCase();
      if (!haystack.includes(query)) return false;
    }
    if (filters.state && !installer.states.includes(filters.state)) return false;
    const tags = installer.certificationTags;
    return (
      filters.certifications.every((tag) => tags.includes(tag)) &&
      filters.serviceTypes.every((tag) => tags.includes(tag))
    );
  });
}
