import { findComparables, type EvModel, type EvSelection, type IceModel } from '@/lib/calculators/range';
import type { EvChoice, EvOptions } from '@/lib/calculators/vehicle-selection';

/** The cascade's options for a year and make, as GET /api/ev-models answers them. */
export function evOptions(evs: EvModel[], year?: number, make?: string): EvOptions {
  const ofYear = evs.filter((entry) => entry.year === year);
  return {
    years: [...new Set(evs.map((entry) => entry.year))].sort((a, b) => b - a),
    year,
    makes: [...new Set(ofYear.map((entry) => entry.make))].sort((a, b) => a.localeCompare(b)),
    make: year === undefined ? undefined : make,
    models: make
      ? ofYear
          .filter((entry) => entry.make === make)
          .map(({ id, model, trim, epaRangeMiles }) => ({ id, model, trim, epaRangeMiles }))
      : [],
  };
}

function selection(evs: EvModel[], ices: IceModel[], id: number): EvSelection | null {
  const vehicle = evs.find((entry) => entry.id === id);
  return vehicle ? { vehicle, comparables: findComparables(vehicle, evs, ices) } : null;
}

/** What the server page hands a calculator form for these link values. */
export function evChoice(
  evs: EvModel[],
  ices: IceModel[],
  values: { year: string; make: string; id: string },
): EvChoice {
  const year = values.year === '' ? undefined : Number(values.year);
  return {
    options: evOptions(evs, year, values.make || undefined),
    selection: values.id === '' ? null : selection(evs, ices, Number(values.id)),
  };
}

/**
 * A stand-in for the site's two EV routes in the browser (there is no server in a jsdom test), answering from
 * the same rows as the page; other addresses get a plain 200.
 */
export function evRoutesFetch(evs: EvModel[], ices: IceModel[]) {
  return jest.fn(async (input: string, _init?: RequestInit) => {
    const url = new URL(input, 'https://ev.example');
    const json = (body: unknown) => ({
      ok: body !== null,
      status: body === null ? 404 : 200,
      json: async () => body,
    });
    if (url.pathname === '/api/ev-models') {
      const year = url.searchParams.get('year');
      return json(
        evOptions(evs, year === null ? undefined : Number(year), url.searchParams.get('make') ?? undefined),
      );
    }
    const match = /^\/api\/ev-models\/(\d+)$/.exec(url.pathname);
    if (match) return json(selection(evs, ices, Number(match[1])));
    return { ok: true, status: 200, json: async () => ({}) };
  });
}
