import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { withNuqsTestingAdapter } from 'nuqs/adapters/testing';
import { TireTool } from '@/components/calculators/tire-tool';
import type { TireValues } from '@/lib/calculators/forms';
import { ev, region } from './calculators-fixtures';
import { evChoice, evRoutesFetch } from './ev-choice-fixtures';
import { packRegions } from '@/lib/calculators/region-wire';

const evs = [
  ev({ id: 1, year: 2024, make: 'Tesla', model: 'Model 3', trim: 'RWD', epaRangeMiles: 300, epaId: 47000 }),
  ev({ id: 2, year: 2024, make: 'Kia', model: 'EV6', trim: 'Wind', epaRangeMiles: 310 }),
  ev({ id: 3, year: 2023, make: 'Nissan', model: 'Leaf', trim: 'S', epaRangeMiles: 149 }),
];
// The site's wording (docs/product/messages.md §4), as the visitor reads it.
const LOW_PRESSURE = 'Warning: Dangerously low tire pressure!';
const CAPPED = 'Warning: Very high pressure increase. Benefits capped at 5%.';

const blank: TireValues = {
  year: '',
  make: '',
  id: '',
  current: '',
  target: '',
  miles: '',
  region: 'California',
  elec: '',
};

function renderTool(initial: TireValues = blank) {
  const fetchMock = evRoutesFetch(evs, []);
  global.fetch = fetchMock as unknown as typeof fetch;
  render(
    <TireTool
      vehicles={evChoice(evs, [], initial)}
      regions={packRegions([region()])}
      placards={[{ make: 'Tesla', model: 'Model 3', recommendedPsi: 42, maxPsi: 50 }]}
      initial={initial}
      siteUrl="https://ev.example"
      shared={false}
    />,
    { wrapper: withNuqsTestingAdapter() },
  );
  return fetchMock;
}

describe('TireTool', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('cascades year → make → model, loading each step, with the range in each model option', async () => {
    const fetchMock = renderTool();
    expect(screen.getByLabelText('Make')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    await act(async () => {});
    expect(fetchMock).toHaveBeenLastCalledWith('/api/ev-models?year=2024', expect.anything());
    const make = screen.getByLabelText('Make');
    expect(
      within(make)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select make', 'Kia', 'Tesla']);
    fireEvent.change(make, { target: { value: 'Tesla' } });
    await act(async () => {});
    const model = screen.getByLabelText('Model');
    expect(within(model).getByRole('option', { name: 'Model 3 RWD (300 mi range)' })).toBeInTheDocument();
    fireEvent.change(model, { target: { value: '1' } });
    await act(async () => {});
    expect(fetchMock).toHaveBeenLastCalledWith('/api/ev-models/1', expect.anything());
    expect(screen.getByText(/Recommended: 42 PSI \(door placard\)/)).toBeInTheDocument();
  });

  it('says so when the options cannot be loaded', async () => {
    renderTool();
    global.fetch = jest.fn().mockRejectedValue(new TypeError('offline')) as unknown as typeof fetch;
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load vehicle data');
  });

  it('shows the gain, the placard pressure and the warnings, and reports one usage event with the vehicle', async () => {
    const fetchMock = renderTool({ ...blank, year: '2024', make: 'Tesla', id: '1' });
    expect(screen.getByText(/Recommended: 42 PSI \(door placard\)/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Current PSI'), { target: { value: '32' } });
    fireEvent.change(screen.getByLabelText('Target PSI'), { target: { value: '42' } });
    expect(screen.getByTestId('efficiency-gain')).toHaveTextContent('3.0%');
    expect(screen.getByTestId('range-increase')).toHaveTextContent('9.0 mi');
    expect(screen.getByTestId('new-range')).toHaveTextContent('309.0 mi');
    expect(within(screen.getByTestId('epa-source')).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.fueleconomy.gov/feg/noframes/47000.shtml',
    );
    await act(async () => {
      jest.advanceTimersByTime(1100);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/analytics');
    expect(JSON.parse(String(init.body))).toMatchObject({
      tool: 'tire_calculator',
      vehicle: '2024 Tesla Model 3 RWD',
      vehicleId: 1,
    });

    fireEvent.change(screen.getByLabelText('Current PSI'), { target: { value: '15' } });
    expect(screen.getByText(LOW_PRESSURE)).toBeInTheDocument();
    expect(screen.getByText(CAPPED)).toBeInTheDocument();
    expect(screen.getByTestId('efficiency-gain')).toHaveTextContent('5.0%');
  });

  it('warns about a dangerously low pressure before a target is entered', () => {
    renderTool({ ...blank, year: '2024', make: 'Tesla', id: '1' });
    fireEvent.change(screen.getByLabelText('Current PSI'), { target: { value: '18' } });
    expect(screen.getByText(LOW_PRESSURE)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Current PSI'), { target: { value: '20' } });
    expect(screen.queryByText(LOW_PRESSURE)).not.toBeInTheDocument();
  });

  it('refuses a target above the model maximum and resets every input', () => {
    renderTool({ ...blank, year: '2024', make: 'Tesla', id: '1', current: '35' });
    fireEvent.change(screen.getByLabelText('Target PSI'), { target: { value: '51' } });
    expect(screen.getByLabelText('Target PSI')).toHaveAccessibleDescription(
      /Target pressure must be a number from 10 to 50 PSI\./,
    );
    expect(screen.queryByTestId('tire-results')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Current PSI'), { target: { value: '61' } });
    expect(screen.getByLabelText('Current PSI')).toHaveAccessibleDescription(
      'Current pressure must be a number from 10 to 60 PSI.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Year')).toHaveValue('');
    expect(screen.getByLabelText('Current PSI')).toHaveValue(null);
  });
});
