import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RatingBar } from '@/components/tires/rating-bar';
import { VehicleCascade } from '@/components/tires/vehicle-cascade';
import type { VehicleOption } from '@/lib/tires/types';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const VEHICLES: VehicleOption[] = [
  { id: 11, year: 2022, make: 'Tesla', model: 'Model 3', trim: 'RWD 18-inch', oemTireSize: '235/45R18' },
  {
    id: 12,
    year: 2022,
    make: 'Tesla',
    model: 'Model 3',
    trim: 'Performance 20-inch',
    oemTireSize: '235/35R20',
  },
  { id: 13, year: 2022, make: 'Ford', model: 'Mustang Mach-E', trim: 'Select RWD', oemTireSize: '225/60R18' },
  { id: 14, year: 2021, make: 'Ford', model: 'Mustang Mach-E', trim: 'GT', oemTireSize: '245/45R20' },
];

beforeEach(() => push.mockClear());

describe('vehicle cascade', () => {
  it('opens the vehicle page once a trim with one tire size is chosen', async () => {
    const user = userEvent.setup();
    render(<VehicleCascade vehicles={VEHICLES} />);
    expect(screen.getByLabelText('Make')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Year'), '2022');
    await user.selectOptions(screen.getByLabelText('Make'), 'Tesla');
    await user.selectOptions(screen.getByLabelText('Model'), 'Model 3');
    expect(
      screen.getAllByRole('option', { name: /18-inch|20-inch/ }).map((option) => option.textContent),
    ).toEqual(['Performance 20-inch', 'RWD 18-inch']);
    await user.selectOptions(screen.getByLabelText('Trim'), 'RWD 18-inch');
    expect(push).toHaveBeenCalledWith('/tire-fitment/vehicle/11');
  });

  it('clears make, model and trim when the year changes', async () => {
    const user = userEvent.setup();
    render(<VehicleCascade vehicles={VEHICLES} />);
    await user.selectOptions(screen.getByLabelText('Year'), '2022');
    await user.selectOptions(screen.getByLabelText('Make'), 'Ford');
    await user.selectOptions(screen.getByLabelText('Model'), 'Mustang Mach-E');
    await user.selectOptions(screen.getByLabelText('Year'), '2021');
    expect(screen.getByLabelText('Make')).toHaveValue('');
    expect(screen.getByLabelText('Model')).toHaveValue('');
    expect(screen.getByLabelText('Model')).toBeDisabled();
    expect(screen.getByLabelText('Trim')).toBeDisabled();
  });

  it('preselects the make from the link and offers only its years', () => {
    render(<VehicleCascade vehicles={VEHICLES} initialMake="Ford" />);
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
