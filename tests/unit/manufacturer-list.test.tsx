import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManufacturerList } from '@/components/vehicles/manufacturer-list';
import type { ManufacturerSummary } from '@/lib/db/types';

const make = (name: string, sourceIds: string[]): ManufacturerSummary => ({
  make: name,
  evModels: 3,
  iceModels: 1,
  fitmentVehicles: 2,
  minYear: 2019,
  maxYear: 2024,
  sourceIds,
});

const manufacturers = [make('Kia', ['kia-ev6', 'epa-fueleconomy']), make('Lucid', [])];

// The sources come from the site's own route, which a jsdom test cannot reach: the network is held (a
// load still under way) or refused here. Opening a make with its sources loaded is in tires.spec.ts.
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('ManufacturerList', () => {
  it('keeps closed makes empty and loads the sources when one opens', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => {}));
    render(<ManufacturerList manufacturers={manufacturers} sourcesUrl="/vehicle-data-info/sources" />);
    const kia = screen.getByRole('button', { name: /Kia/ });
    expect(panelOf(kia)).toBeEmptyDOMElement();
    expect(global.fetch).not.toHaveBeenCalled();

    await userEvent.click(kia);
    expect(kia).toHaveAttribute('aria-expanded', 'true');
    const panel = within(panelOf(kia));
    // The panel's script loads on the first open.
    expect((await panel.findByText('Tire fitment vehicles')).nextElementSibling).toHaveTextContent('2');
    expect(panel.getByRole('status')).toHaveTextContent('Loading 2 sources…');
    expect(panel.getByRole('link', { name: 'Find Tires' })).toHaveAttribute('href', '/tire-fitment?make=Kia');
    expect(global.fetch).toHaveBeenCalledWith('/vehicle-data-info/sources');
  });

  it('says when a make has no source, without asking for the list', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => {}));
    render(<ManufacturerList manufacturers={[make('Lucid', [])]} sourcesUrl="/vehicle-data-info/sources-none" />);
    await userEvent.click(screen.getByRole('button', { name: /Lucid/ }));
    expect(await screen.findByText("No source recorded for this manufacturer's rows.")).toBeVisible();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('offers to try again when the sources cannot load', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<ManufacturerList manufacturers={manufacturers} sourcesUrl="/vehicle-data-info/sources-down" />);
    await userEvent.click(screen.getByRole('button', { name: /Kia/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sources could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });
});
