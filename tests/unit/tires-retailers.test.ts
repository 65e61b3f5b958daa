import { COMMISSION_DISCLOSURE, sizeSearchLinks, whereToBuyLinks } from '@/lib/tires/retailers';

describe('Where to Buy links', () => {
  it("point at the retailer's own search for the brand and model, never a guessed product page", () => {
    const [link] = whereToBuyLinks({ brand: 'Michelin', model: 'Pilot Sport EV', size: '255/40R20' });
    const url = new URL(link!.href);
    expect(url.origin).toBe('https://tires.tirerack.com');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('w')).toBe('Michelin Pilot Sport EV');
    expect(link!.label).toBe('Search Tire Rack for Michelin Pilot Sport EV');
  });

  it('escape what a model name may contain and search by size for a vehicle', () => {
    const [link] = whereToBuyLinks({ brand: 'Pirelli', model: 'P Zero (PZ4) & Elect' });
    expect(new URL(link!.href).searchParams.get('w')).toBe('Pirelli P Zero (PZ4) & Elect');
    expect(new URL(sizeSearchLinks('235/45R18')[0]!.href).searchParams.get('w')).toBe('235/45R18');
  });

  it('come with a commission disclosure', () => {
    expect(COMMISSION_DISCLOSURE).toMatch(/commission/);
  });
});
