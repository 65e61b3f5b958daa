import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SourceList } from '@/components/vehicles/source-list';
import type { DataSource } from '@/lib/db/types';
import { buttonVariants } from '@/components/ui/button';

// The classes the page gives the list's buttons.
const buttonClasses = {
  retry: buttonVariants({ variant: 'secondary', size: 'sm' }),
  showAll: buttonVariants({ variant: 'secondary', className: 'mt-4' }),
};

const source = (id: string, name: string, dataProvided: string): DataSource => ({
  id,
  name,
  url: `https://example.org/${id}`,
  description: `${name}, as published.`,
  dataProvided,
  accessedOn: '2026-11-22',
});

const first = [
  source('a', "2020 Nissan LEAF Owner's Manual", 'tire_pressures.recommended_psi'),
  source('b', 'EPA fuel economy data', 'ev_models.range_miles'),
];

const names = () =>
  within(screen.getByRole('region', { name: 'Data Sources' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

// The rest of the list comes from the site's own route, which a jsdom test cannot reach: the network is held
// (a load still under way) or refused here. Loading it for real is in tires.spec.ts.
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('SourceList', () => {
  it('shows the first sources, says how many there are in all, and offers the rest', () => {
    render(<SourceList sources={first} total={5} allUrl="/vehicle-data-info/sources" buttonClasses={buttonClasses} />);
    expect(names()).toEqual(["2020 Nissan LEAF Owner's Manual", 'EPA fuel economy data']);
    expect(screen.getByText('Showing 2 of 5 sources')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all 5 sources' })).toBeEnabled();
  });

  it('searches all sources once they load, and meanwhile filters those on the page and says so', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => {}));
    render(<SourceList sources={first} total={5} allUrl="/vehicle-data-info/sources" buttonClasses={buttonClasses} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search sources' }), 'pressures');
    expect(global.fetch).toHaveBeenCalledWith('/vehicle-data-info/sources');
    expect(names()).toEqual(["2020 Nissan LEAF Owner's Manual"]);
    expect(screen.getByText('Searching all 5 sources…')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('keeps what it has and offers to try again when the rest cannot load', async () => {
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<SourceList sources={first} total={5} allUrl="/vehicle-data-info/other-sources" buttonClasses={buttonClasses} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 5 sources' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The full list of sources could not be loaded.');
    expect(names()).toEqual(["2020 Nissan LEAF Owner's Manual", 'EPA fuel economy data']);

    // Starting a search tries once more, and fails here too.
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('0 of the first 2 sources')).toBeInTheDocument();
    expect(screen.getByText('No sources found matching "zzz"')).toBeInTheDocument();

    const calls = jest.mocked(global.fetch).mock.calls.length;
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try Again' }));
    expect(global.fetch).toHaveBeenCalledTimes(calls + 1);
  });

  it('asks for nothing more when the page already carries every source', async () => {
    global.fetch = jest.fn();
    render(<SourceList sources={first} total={2} allUrl="/vehicle-data-info/sources" buttonClasses={buttonClasses} />);
    expect(screen.getByText('2 sources')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'epa');
    expect(names()).toEqual(['EPA fuel economy data']);
    expect(screen.getByText('1 of 2 sources')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
