import { packRegions, unpackRegions } from '@/lib/calculators/region-wire';
import { region } from './calculators-fixtures';

const eia = { name: 'U.S. Energy Information Administration, Electric Power Monthly', url: 'https://www.eia.gov/' };
const aaa = { name: 'AAA Gas Prices, State Gas Price Averages', url: 'https://gasprices.aaa.com/' };
const paren = { name: 'Paren, State of the Industry Report', url: 'https://www.paren.app/' };

describe('the regions a calculator page hands to the browser', () => {
  const regions = [
    region({ state: 'Alabama', sources: { electricity: eia, gas: aaa, supercharging: paren } }),
    // The cache hands every row its own copies of the same sources.
    region({ state: 'Alaska', sources: { electricity: { ...eia }, gas: { ...aaa }, supercharging: null } }),
    region({ state: 'Arizona' }),
  ];

  it('writes each cited source once, however many states cite it', () => {
    const packed = packRegions(regions);
    expect(packed.sources).toEqual([eia, aaa, paren]);
    const text = JSON.stringify(packed);
    expect(text.split(eia.url)).toHaveLength(2);
    expect(text.split(aaa.name)).toHaveLength(2);
  });

  it('gives the browser every state’s prices and sources as the server read them', () => {
    expect(unpackRegions(packRegions(regions))).toEqual(regions);
  });

  it('survives the trip through JSON, as the page’s data travels', () => {
    expect(unpackRegions(JSON.parse(JSON.stringify(packRegions(regions))))).toEqual(regions);
  });
});
