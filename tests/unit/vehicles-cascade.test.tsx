import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withNuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import type { ReactElement } from 'react';
import { RatingBar } from '@/components/tires/rating-bar';
import { VehicleCascade } from '@/components/tires/vehicle-cascade';
import type { DirectoryOptions, DirectoryTrim } from '@/lib/tires/types';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

interface Row extends DirectoryTrim {
  year: number;
  make: string;
  model: string;
}

// Sourced trims (kind 'fitment') and one EPA version of a model no source gives a size for (kind 'epa').
const ROWS: Row[] = [
  {
    id: 11,
    kind: 'fitment',
    year: 2022,
    make: 'Tesla',
    model: 'Model 3',
    trim: 'RWD 18-inch',
    oemTireSize: '235/45R18',
  },
  {
    id: 12,
    kind: 'fitment',
    year: 2022,
    make: 'Tesla',
    model: 'Model 3',
    trim: 'Performance 20-inch',
    oemTireSize: '235/35R20',
  },
  {
    id: 13,
    kind: 'fitment',
    year: 2022,
    make: 'Ford',
    model: 'Mustang Mach-E',
    trim: 'Select RWD',
    oemTireSize: '225/60R18',
  },
  {
    id: 14,
    kind: 'fitment',
    year: 2021,
    make: 'Ford',
    model: 'Mustang Mach-E',
    trim: 'GT',
    oemTireSize: '245/45R20',
  },
  {
    id: 901,
    kind: 'epa',
    year: 2022,
    make: 'Kia',
    model: 'EV6',
    trim: 'EV6 Long Range RWD',
    oemTireSize: null,
  },
];

const sorted = <T,>(values: T[]) => [...new Set(values)].sort();

/** A stand-in for GET /api/tire-fitment/options (there is no server in a jsdom test), answering from ROWS. */
function optionsRoute() {
  return jest.fn(async (input: string) => {
    const params = new URL(input, 'https://ev.example').searchParams;
    const year = Number(params.get('year'));
    const ofYear = ROWS.filter((row) => row.year === year);
    const make = ofYear.some((row) => row.make === params.get('make')) ? params.get('make')! : undefined;
    const ofMake = ofYear.filter((row) => row.make === make);
    const model = ofMake.some((row) => row.model === params.get('model')) ? params.get('model')! : undefined;
    const body: DirectoryOptions = {
      year,
      makes: sorted(ofYear.map((row) => row.make)),
      make,
      models: sorted(ofMake.map((row) => row.model)),
      model,
      trims: ofMake
        .filter((row) => row.model === model)
        .map(({ id, kind, trim, oemTireSize }) => ({ id, kind, trim, oemTireSize }))
        .sort((a, b) => a.trim.localeCompare(b.trim)),
    };
    return { ok: true, status: 200, json: async () => body };
  });
}

const START = { years: [2022, 2021], makes: ['Ford', 'Kia', 'Tesla'] };

/** Renders with the address the cascade reads and writes; each update it makes is recorded. */
function renderAt(ui: ReactElement, searchParams = '') {
  const updates: UrlUpdateEvent[] = [];
  render(ui, {
    wrapper: withNuqsTestingAdapter({ searchParams, hasMemory: true, onUrlUpdate: (event) => updates.push(event) }),
  });
  return updates;
}

beforeEach(() => {
  push.mockClear();
  globalThis.fetch = optionsRoute() as unknown as typeof fetch;
});

describe('vehicle cascade', () => {
  it('opens the vehicle page once a trim and then its size are chosen, never on the trim alone', async () => {
    const user = userEvent.setup();
    const updates = renderAt(<VehicleCascade start={START} />);
    expect(screen.getByLabelText('Make')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Year'), '2022');
    await screen.findByRole('option', { name: 'Tesla' });
    await user.selectOptions(screen.getByLabelText('Make'), 'Tesla');
    await screen.findByRole('option', { name: 'Model 3' });
    await user.selectOptions(screen.getByLabelText('Model'), 'Model 3');
    await screen.findByRole('option', { name: 'RWD 18-inch' });
    expect(
      screen.getAllByRole('option', { name: /18-inch|20-inch/ }).map((option) => option.textContent),
    ).toEqual(['Performance 20-inch', 'RWD 18-inch']);
    await user.selectOptions(screen.getByLabelText('Trim'), 'RWD 18-inch');
    expect(push).not.toHaveBeenCalled();
    expect(updates.at(-1)?.queryString).toBe('?year=2022&make=Tesla&model=Model+3&trim=RWD+18-inch');
    await user.selectOptions(screen.getByLabelText('Tire Size'), "Don't Know, use OE");
    expect(push).toHaveBeenCalledWith('/tire-fitment/vehicle/11');
  });

  it('restores the year, make, model and trim of the address', async () => {
    renderAt(<VehicleCascade start={START} />, '?year=2022&make=Tesla&model=Model+3&trim=Performance+20-inch');
    expect(await screen.findByRole('option', { name: 'Performance 20-inch' })).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('2022');
    expect(screen.getByLabelText('Make')).toHaveValue('Tesla');
    expect(screen.getByLabelText('Model')).toHaveValue('Model 3');
    expect(screen.getByLabelText('Trim')).toHaveValue('Performance 20-inch');
    expect(screen.getByLabelText('Tire Size')).toBeEnabled();
  });

  it('opens the EV page of a version no source gives a size for once "Don\'t Know, use OE" is chosen', async () => {
    const user = userEvent.setup();
    renderAt(<VehicleCascade start={START} />);
    await user.selectOptions(screen.getByLabelText('Year'), '2022');
    await screen.findByRole('option', { name: 'Kia' });
    await user.selectOptions(screen.getByLabelText('Make'), 'Kia');
    await screen.findByRole('option', { name: 'EV6' });
    await user.selectOptions(screen.getByLabelText('Model'), 'EV6');
    await screen.findByRole('option', { name: 'EV6 Long Range RWD' });
    await user.selectOptions(screen.getByLabelText('Trim'), 'EV6 Long Range RWD');
    expect(push).not.toHaveBeenCalled();
    // No source gives its size: the select offers only the OE choice, which leads to the EV's own page.
    expect(screen.getByLabelText('Tire Size').querySelectorAll('option')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Tire Size'), "Don't Know, use OE");
    expect(push).toHaveBeenCalledWith('/tire-fitment/ev/901');
  });

  it('clears make, model and trim when the year changes', async () => {
    const user = userEvent.setup();
    renderAt(<VehicleCascade start={START} />);
    await user.selectOptions(screen.getByLabelText('Year'), '2022');
    await screen.findByRole('option', { name: 'Ford' });
    await user.selectOptions(screen.getByLabelText('Make'), 'Ford');
    await screen.findByRole('option', { name: 'Mustang Mach-E' });
    await user.selectOptions(screen.getByLabelText('Model'), 'Mustang Mach-E');
    await user.selectOptions(screen.getByLabelText('Year'), '2021');
    expect(screen.getByLabelText('Make')).toHaveValue('');
    expect(screen.getByLabelText('Model')).toHaveValue('');
    expect(screen.getByLabelText('Model')).toBeDisabled();
    expect(screen.getByLabelText('Trim')).toBeDisabled();
  });

  it('preselects the make from the link and offers the years the server gave for it', () => {
    renderAt(<VehicleCascade start={{ years: [2022, 2021], makes: ['Ford', 'Kia', 'Tesla'], make: 'Ford' }} />);
    expect(screen.getByLabelText('Make')).toHaveValue('Ford');
    const years = [...(screen.getByLabelText('Year') as HTMLSelectElement).options].map(
      (option) => option.value,
    );
    expect(years).toEqual(['', '2022', '2021']);
  });
});

describe('rating bar', () => {
  it('says Not rated and draws no meter without data', () => {
    render(<RatingBar label="Noise" width={null} />);
    expect(screen.getByText('Not rated')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('draws a meter with its value when rated', () => {
    render(<RatingBar label="Load" width={80} detail="96 · standard" />);
    expect(screen.getByRole('meter', { name: 'Load' })).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByText('96 · standard')).toBeInTheDocument();
  });
});
