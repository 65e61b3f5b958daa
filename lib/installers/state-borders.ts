/**
 * Which states share a land border, for naming the nearest states that have installers when the visitor's
 * state has none (docs/product/panel-check.md § What to do next).
 *
 * Source: the state boundaries of the U.S. Census Bureau's cartographic boundary files
 * (https://www.census.gov/geographies/mapping-files/time-series/geo/carto-boundary-file.html), read as land
 * borders only: states that meet only across water (Michigan and Minnesota, New York and Rhode Island) or at a
 * single point (the Four Corners) are not neighbors. Alaska and Hawaii have none.
 */

import type { US_STATES } from '@/lib/installers/application-fields';

type State = (typeof US_STATES)[number];

export const STATE_BORDERS: Record<State, readonly State[]> = {
  Alabama: ['Florida', 'Georgia', 'Mississippi', 'Tennessee'],
  Alaska: [],
  Arizona: ['California', 'Nevada', 'New Mexico', 'Utah'],
  Arkansas: ['Louisiana', 'Mississippi', 'Missouri', 'Oklahoma', 'Tennessee', 'Texas'],
  California: ['Arizona', 'Nevada', 'Oregon'],
  Colorado: ['Kansas', 'Nebraska', 'New Mexico', 'Oklahoma', 'Utah', 'Wyoming'],
  Connecticut: ['Massachusetts', 'New York', 'Rhode Island'],
  Delaware: ['Maryland', 'New Jersey', 'Pennsylvania'],
  Florida: ['Alabama', 'Georgia'],
  Georgia: ['Alabama', 'Florida', 'North Carolina', 'South Carolina', 'Tennessee'],
  Hawaii: [],
  Idaho: ['Montana', 'Nevada', 'Oregon', 'Utah', 'Washington', 'Wyoming'],
  Illinois: ['Indiana', 'Iowa', 'Kentucky', 'Missouri', 'Wisconsin'],
  Indiana: ['Illinois', 'Kentucky', 'Michigan', 'Ohio'],
  Iowa: ['Illinois', 'Minnesota', 'Missouri', 'Nebraska', 'South Dakota', 'Wisconsin'],
  Kansas: ['Colorado', 'Missouri', 'Nebraska', 'Oklahoma'],
  Kentucky: ['Illinois', 'Indiana', 'Missouri', 'Ohio', 'Tennessee', 'Virginia', 'West Virginia'],
  Louisiana: ['Arkansas', 'Mississippi', 'Texas'],
  Maine: ['New Hampshire'],
  Maryland: ['Delaware', 'Pennsylvania', 'Virginia', 'West Virginia'],
  Massachusetts: ['Connecticut', 'New Hampshire', 'New York', 'Rhode Island', 'Vermont'],
  Michigan: ['Indiana', 'Ohio', 'Wisconsin'],
  Minnesota: ['Iowa', 'North Dakota', 'South Dakota', 'Wisconsin'],
  Mississippi: ['Alabama', 'Arkansas', 'Louisiana', 'Tennessee'],
  Missouri: ['Arkansas', 'Illinois', 'Iowa', 'Kansas', 'Kentucky', 'Nebraska', 'Oklahoma', 'Tennessee'],
  Montana: ['Idaho', 'North Dakota', 'South Dakota', 'Wyoming'],
  Nebraska: ['Colorado', 'Iowa', 'Kansas', 'Missouri', 'South Dakota', 'Wyoming'],
  Nevada: ['Arizona', 'California', 'Idaho', 'Oregon', 'Utah'],
  'New Hampshire': ['Maine', 'Massachusetts', 'Vermont'],
  'New Jersey': ['Delaware', 'New York', 'Pennsylvania'],
  'New Mexico': ['Arizona', 'Colorado', 'Oklahoma', 'Texas'],
  'New York': ['Connecticut', 'Massachusetts', 'New Jersey', 'Pennsylvania', 'Vermont'],
  'North Carolina': ['Georgia', 'South Carolina', 'Tennessee', 'Virginia'],
  'North Dakota': ['Minnesota', 'Montana', 'South Dakota'],
  Ohio: ['Indiana', 'Kentucky', 'Michigan', 'Pennsylvania', 'West Virginia'],
  Oklahoma: ['Arkansas', 'Colorado', 'Kansas', 'Missouri', 'New Mexico', 'Texas'],
  Oregon: ['California', 'Idaho', 'Nevada', 'Washington'],
  Pennsylvania: ['Delaware', 'Maryland', 'New Jersey', 'New York', 'Ohio', 'West Virginia'],
  'Rhode Island': ['Connecticut', 'Massachusetts'],
  'South Carolina': ['Georgia', 'North Carolina'],
  'South Dakota': ['Iowa', 'Minnesota', 'Montana', 'Nebraska', 'North Dakota', 'Wyoming'],
  Tennessee: [
    'Alabama',
    'Arkansas',
    'Georgia',
    'Kentucky',
    'Mississippi',
    'Missouri',
    'North Carolina',
    'Virginia',
  ],
  Texas: ['Arkansas', 'Louisiana', 'New Mexico', 'Oklahoma'],
  Utah: ['Arizona', 'Colorado', 'Idaho', 'Nevada', 'Wyoming'],
  Vermont: ['Massachusetts', 'New Hampshire', 'New York'],
  Virginia: ['Kentucky', 'Maryland', 'North Carolina', 'Tennessee', 'West Virginia'],
  Washington: ['Idaho', 'Oregon'],
  'West Virginia': ['Kentucky', 'Maryland', 'Ohio', 'Pennsylvania', 'Virginia'],
  Wisconsin: ['Illinois', 'Iowa', 'Michigan', 'Minnesota'],
  Wyoming: ['Colorado', 'Idaho', 'Montana', 'Nebraska', 'South Dakota', 'Utah'],
};

/**
 * The states with installers that are the fewest borders away from `state`, alphabetically; empty when the
 * state itself has one, or when no state reachable over land has one (Alaska, Hawaii).
 */
export function nearestStatesWith(state: string, withInstallers: ReadonlySet<string>): string[] {
  if (withInstallers.has(state) || !(state in STATE_BORDERS)) return [];
  const seen = new Set<string>([state]);
  let ring: string[] = [state];
  while (ring.length > 0) {
    const next = [
      ...new Set(ring.flatMap((each) => STATE_BORDERS[each as State]).filter((each) => !seen.has(each))),
    ];
    for (const each of next) seen.add(each);
    const found = next.filter((each) => withInstallers.has(each)).sort();
    if (found.length > 0) return found;
    ring = next;
  }
  return [];
}
