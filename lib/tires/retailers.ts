/**
 * 'Where to Buy' links point at retailers' own search pages for the tire, never at a guessed product page:
 * a search always lands somewhere real, even when the retailer names the model differently.
 */
export interface RetailerLink {
  retailer: string;
  href: string;
  label: string;
}

function tireRackSearchUrl(query: string): string {
  return `https://tires.tirerack.com/search?asug=&view=list&w=${encodeURIComponent(query)}`;
}

export function whereToBuyLinks(tire: { brand: string; model: string; size?: string }): RetailerLink[] {
  return [
    {
      retailer: 'Tire Rack',
      href: tireRackSearchUrl(`${tire.brand} ${tire.model}`),
      label: `Search Tire Rack for ${tire.brand} ${tire.model}`,
    },
  ];
}

export function sizeSearchLinks(size: string): RetailerLink[] {
  return [
    { retailer: 'Tire Rack', href: tireRackSearchUrl(size), label: `Search Tire Rack for ${size} tires` },
  ];
}

export const COMMISSION_DISCLOSURE =
  'Retailer links may be affiliate links: if you buy through them we may earn a commission, at no extra cost to you. It never changes which tires we list.';
