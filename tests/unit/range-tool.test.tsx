import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { withNuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import { EnergyPriceIndicator } from '@/components/calculators/energy-price-indicator';
import { RangeTool } from '@/components/calculators/range-tool';
import type { RangeValues } from '@/lib/calculators/forms';
import { ev, ice, region } from './calculators-fixtures';
import { evChoice } from './ev-choice-fixtures';
import { packRegions } from '@/lib/calculators/region-wire';

// 20 kWh/100 mi: EPA's consumption gives the same 20 kWh per 100 miles as 60 kWh ÷ 300 mi.
const evs = [
  ev({ id: 1, year: 2024, make: 'Tesla', model: 'Model 3', trim: 'RWD', efficiencyKwhPer100Mi: 20 }),
  ev({
    id: 2,
    year: 2024,
    make: 'Kia',
    model: 'EV6',
    trim: 'Wind',
    msrpUsd: 47_000,
    efficiencyKwhPer100Mi: 20,
  }),
];
const ices = [ice({ id: 101, make: 'Honda', model: 'Accord' })];
const regions = [
  region(),
  region({ state: 'Texas', electricityRateCentsPerKwh: 10, gasPriceUsdPerGallon: 1 }),
];
const initial: RangeValues = {
  year: '2024',
  make: 'Tesla',
  id: '1',
  distance: '100',
  region: 'California',
  elec: '',
  gas: '',
  loss: '',
  miles: '',
  temp: '',
};

/** Renders the tool as a page would, with the query string in nuqs' testing adapter; returns the URL updates. */
function renderTool(values: RangeValues = initial, searchParams = '', gasCars = ices) {
  const updates: string[] = [];
  render(
    <RangeTool
      vehicles={evChoice(evs, gasCars, values)}
      regions={packRegions(regions)}
      initial={values}
      siteUrl="https://ev.example"
      shared={false}
    />,
    {
      wrapper: withNuqsTestingAdapter({
        searchParams,
        onUrlUpdate: (event: UrlUpdateEvent) => updates.push(event.queryString),
      }),
    },
  );
  return updates;
}

function respondWith(body: unknown, ok = true) {
  global.fetch = jest.fn().mockResolvedValue({ ok, json: async () => body }) as unknown as typeof fetch;
}

describe('RangeTool', () => {
  beforeEach(() => respondWith({ lastUpdate: null }));

  it('shows the product description’s costs, the savings bubble and the comparable vehicles', async () => {
    renderTool();
    // 60 kWh × $0.20 ÷ 300 × 100 = $4.00; gas 100 ÷ 35 × $3.50 = $10.00; supercharging $9.60
    expect(screen.getByTestId('home-cost')).toHaveTextContent('$4.00');
    expect(screen.getByTestId('supercharging-cost')).toHaveTextContent('$9.60');
    expect(screen.getByTestId('gas-cost')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('savings-bubble')).toHaveTextContent('$6.00');
    const sidebar = screen.getByRole('complementary', { name: 'Comparable vehicles' });
    expect(within(sidebar).getByText('2024 Kia EV6 Wind')).toBeInTheDocument();
    expect(within(sidebar).getByText('2024 Honda Accord')).toBeInTheDocument();
    await act(async () => {});
  });

  it('hides the savings bubble when gas is cheaper and adds yearly savings with annual miles', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Texas' } });
    // home $2.00 against gas 100 ÷ 35 × $1 = $2.86: still a saving
    expect(screen.getByTestId('savings-bubble')).toHaveTextContent('$0.86');
    fireEvent.change(screen.getByLabelText('Gas ($/gal)'), { target: { value: '0.5' } });
    expect(screen.queryByTestId('savings-bubble')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Gas ($/gal)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Annual miles'), { target: { value: '10000' } });
    // (2.857 − 2.00) ÷ 100 × 10,000 = $86 a year
    expect(screen.getByTestId('annual-savings')).toHaveTextContent('$86');
    await act(async () => {});
  });

  it('shows the distance rule instead of results for a distance outside 1-1000, and keeps the value in the URL', async () => {
    const updates = renderTool();
    const distance = screen.getByLabelText('Trip distance (miles)');
    fireEvent.change(distance, { target: { value: '0' } });
    expect(screen.queryByTestId('range-results')).not.toBeInTheDocument();
    expect(screen.getByTestId('range-empty')).toHaveTextContent(
      'Trip distance must be a number from 1 to 1000 miles.',
    );
    expect(distance).toHaveAttribute('aria-invalid', 'true');
    expect(distance).toHaveAccessibleDescription('Trip distance must be a number from 1 to 1000 miles.');
    await act(async () => {});
    expect(updates.at(-1)).toBe('?id=1&year=2024&make=Tesla&model=Model+3&distance=0&region=California');

    fireEvent.change(distance, { target: { value: '1001' } });
    expect(screen.queryByTestId('range-results')).not.toBeInTheDocument();
    // the comparables depend on the vehicle, not on the trip: they stay listed beside the message
    const sidebar = screen.getByRole('complementary', { name: 'Comparable vehicles' });
    expect(within(sidebar).getByText('2024 Kia EV6 Wind')).toBeInTheDocument();
    expect(within(sidebar).getByText('2024 Honda Accord')).toBeInTheDocument();
    expect(sidebar).not.toHaveTextContent('None of the same type');
    fireEvent.change(distance, { target: { value: '1000' } });
    expect(screen.getByTestId('home-cost')).toHaveTextContent('$40.00');
    await act(async () => {});
  });

  it('states each gas car’s EPA combined mileage, and names EPA’s hybrids as hybrids', async () => {
    // EPA 46694: the 2024 Honda CR-V FWD hybrid, 43 city, 36 highway, 40 combined
    const crv = ice({ id: 102, make: 'Honda', model: 'CR-V FWD', mpgCity: 43, mpgHighway: 36, mpgCombined: 40, hybrid: true });
    renderTool(initial, '', [crv]);
    const sidebar = screen.getByRole('complementary', { name: 'Comparable vehicles' });
    expect(within(sidebar).getByText('2024 Honda CR-V FWD (hybrid)')).toBeInTheDocument();
    expect(sidebar).toHaveTextContent('EPA combined 40 mpg');
    expect(sidebar).not.toHaveTextContent('city/highway average');
    // 100 mi ÷ 40 mpg × $3.50
    expect(screen.getByTestId('gas-comparables')).toHaveTextContent(
      '2024 Honda CR-V FWD (hybrid): $8.75 for 100 mi at EPA combined 40 mpg',
    );
    await act(async () => {});
  });

  it('asks for a model in the comparables sidebar before one is chosen, rather than claiming there are none', async () => {
    renderTool({ ...initial, year: '', make: '', id: '' });
    const sidebar = screen.getByRole('complementary', { name: 'Comparable vehicles' });
    expect(within(sidebar).getAllByText('Choose a model to see comparable vehicles.')).toHaveLength(2);
    expect(sidebar).not.toHaveTextContent('None of the same type');
    await act(async () => {});
  });

  it('shows the field’s message and no cost when the distance is cleared', async () => {
    const updates = renderTool();
    const distance = screen.getByLabelText('Trip distance (miles)');
    fireEvent.change(distance, { target: { value: '' } });
    expect(screen.queryByTestId('range-results')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
    expect(screen.getByTestId('range-empty')).toHaveTextContent(
      'Trip distance must be a number from 1 to 1000 miles.',
    );
    expect(distance).toHaveAttribute('aria-invalid', 'true');
    expect(distance).toHaveAccessibleDescription('Trip distance must be a number from 1 to 1000 miles.');
    await act(async () => {});
    expect(updates.at(-1)).not.toContain('distance');
  });

  it('says which optional number is out of range and keeps the region’s average for it', async () => {
    renderTool();
    const electricity = screen.getByLabelText('Electricity (¢/kWh)');
    fireEvent.change(electricity, { target: { value: '500' } });
    expect(electricity).toHaveAccessibleDescription(
      'Your electricity price must be a number from 1 to 200 ¢/kWh.',
    );
    // Still California's 20 ¢/kWh: 60 kWh × $0.20 ÷ 300 × 100 = $4.00
    expect(screen.getByTestId('home-cost')).toHaveTextContent('$4.00');
    fireEvent.change(electricity, { target: { value: '10' } });
    expect(electricity).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('home-cost')).toHaveTextContent('$2.00');
    await act(async () => {});
  });

  it('shows the link’s values until the visitor changes one, then writes the whole form and drops shared=true', async () => {
    const updates = renderTool(
      { ...initial, distance: '250' },
      '?shared=true&year=2024&make=Tesla&model=Model%203&distance=250',
    );
    expect(screen.getByTestId('home-cost')).toHaveTextContent('$10.00');
    expect(updates).toEqual([]);
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Texas' } });
    expect(screen.getByTestId('home-cost')).toHaveTextContent('$5.00');
    expect(screen.getByLabelText('Trip distance (miles)')).toHaveValue(250);
    await act(async () => {});
    expect(updates).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(updates[0]))).toEqual({
      id: '1',
      year: '2024',
      make: 'Tesla',
      model: 'Model 3',
      distance: '250',
      region: 'Texas',
    });
  });
});

describe('EnergyPriceIndicator', () => {
  it('says prices were updated recently while loading and on error', async () => {
    global.fetch = jest.fn().mockRejectedValue(new Error('offline')) as unknown as typeof fetch;
    render(<EnergyPriceIndicator />);
    expect(screen.getByTestId('energy-price-indicator')).toHaveTextContent('Prices updated recently');
    await act(async () => {});
    expect(screen.getByTestId('energy-price-indicator')).toHaveTextContent('Prices updated recently');
  });

  it('shows the last update date, and past the 24-hour rule which prices could not be refreshed and from when', async () => {
    respondWith({
      lastUpdate: { updatedAt: '2026-08-01T00:00:00.000Z', source: 'EIA', recordCount: 51 },
      stale: false,
      feedConfigured: true,
    });
    const { unmount } = render(<EnergyPriceIndicator region={region()} />);
    expect(await screen.findByText('Prices updated Aug 1, 2026')).toBeInTheDocument();
    expect(screen.queryByTestId('stale-price-warning')).not.toBeInTheDocument();
    unmount();
    respondWith({
      lastUpdate: { updatedAt: '2026-08-01T00:00:00.000Z', source: 'EIA', recordCount: 51 },
      stale: true,
      feedConfigured: true,
    });
    render(<EnergyPriceIndicator region={region()} />);
    expect(await screen.findByTestId('stale-price-warning')).toHaveTextContent(
      'Prices could not be refreshed in the last 24 hours: electricity (June 2026), gas (Aug 1, 2026) and public fast charging (Q2 2025) are shown as of those dates.',
    );
  });
});
