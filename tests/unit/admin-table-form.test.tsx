import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VehicleForm } from '@/components/admin/vehicles/vehicle-form';
import { VehicleManager } from '@/components/admin/vehicles/vehicle-manager';
import type { ActionResult } from '@/lib/actions/result';
import type { AdminVehicle } from '@/lib/db/types';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh, replace: jest.fn() }) }));

/** A seeded trim whose sources publish no minimums. */
const unpublished: AdminVehicle = {
  id: 12,
  year: 2024,
  make: 'Nissan',
  model: 'Ariya',
  trim: 'Engage',
  oemTireSize: '235/55R19',
  loadIndexMin: null,
  speedRatingMin: null,
  wheelSizeRange: { min: 19, max: 19 },
  sourceId: null,
  figuresEditedAt: null,
};

function setup(vehicle?: AdminVehicle) {
  const save = jest.fn(async (): Promise<ActionResult<{ id: number }>> => ({ ok: true, message: 'Vehicle updated successfully', data: { id: 12 } }));
  const onDone = jest.fn();
  render(<VehicleForm vehicle={vehicle} sources={[]} save={save} onDone={onDone} onCancel={jest.fn()} />);
  return { save, onDone, user: userEvent.setup({ delay: null }) };
}

describe('vehicle form', () => {
  it('shows minimums no source publishes as blank, with the hint, and saves them blank', async () => {
    const { save, onDone, user } = setup(unpublished);
    const load = screen.getByLabelText(/^Minimum Load Index/);
    expect(load).toHaveValue('');
    expect(load).toHaveAccessibleDescription('Leave blank if no source publishes it: the vehicle page shows “not published”.');
    expect(screen.getByLabelText(/^Minimum Speed Rating/)).toHaveDisplayValue('Not published');
    expect(screen.getByLabelText(/^Wheel Size Max/)).toHaveValue('19');
    await user.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    expect(onDone).toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 12, loadIndexMin: '', speedRatingMin: '' }));
  });

  it('refuses a blank trim with the site’s message and takes the operator to it', async () => {
    const { save, user } = setup({ ...unpublished, trim: ' ' });
    await user.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Trim/)).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a new vehicle with the rules’ defaults shown back, then closes', async () => {
    const { save, onDone, user } = setup();
    await user.type(screen.getByLabelText(/^Make/), 'Kia');
    await user.type(screen.getByLabelText(/^Model/), 'EV6');
    await user.clear(screen.getByLabelText(/^Year/));
    await user.type(screen.getByLabelText(/^Trim/), 'Wind');
    await user.type(screen.getByLabelText(/^OEM Tire Size/), '235/55r19');
    await user.type(screen.getByLabelText(/^Minimum Load Index/), '101');
    await user.selectOptions(screen.getByLabelText(/^Minimum Speed Rating/), 'H');
    await user.clear(screen.getByLabelText(/^Wheel Size Min/));
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    expect(onDone).toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ make: 'Kia', trim: 'Wind', loadIndexMin: '101', year: '', wheelSizeMin: '' }));
    expect(screen.getByLabelText(/^Year/)).toHaveValue(String(new Date().getFullYear()));
    expect(screen.getByLabelText(/^Wheel Size Min/)).toHaveValue('18');
  });
});

describe('vehicle screen', () => {
  it('lists the vehicles, filters them by make, and explains the CSV columns of vehicles', async () => {
    const user = userEvent.setup({ delay: null });
    const actions = {
      create: jest.fn(),
      update: jest.fn(),
      remove: jest.fn(),
      previewCsv: jest.fn(),
      importCsv: jest.fn(),
      exportCsv: jest.fn(),
    };
    const other: AdminVehicle = { ...unpublished, id: 13, make: 'Kia', model: 'EV6', trim: 'Wind', oemTireSize: '235/55R19' };
    render(<VehicleManager vehicles={[unpublished, other]} sources={[]} actions={actions} />);
    expect(screen.getAllByTestId('vehicle-row')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Filter by make'), 'Kia');
    expect(screen.getAllByTestId('vehicle-row')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Edit 2024 Kia EV6 Wind' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import vehicles from CSV' });
    expect(dialog).toHaveTextContent('year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min, wheel_size_max, source_id');
    expect(dialog).toHaveTextContent('Blank minimums are stored as not published');
    expect(dialog).not.toHaveTextContent('Certifications');
  });
});
