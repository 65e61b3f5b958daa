import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { ListFinder, type FinderItem } from '@/components/content/list-finder';

// The router is the framework's: the finder only reads the address's filter from it.
let address = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => address }));

const item = (id: number, title: string, description: string | null, tags: string[]): FinderItem => ({
  id: String(id),
  fields: [title, description],
  tags,
  card: <article>{title}</article>,
});

const items = [
  item(1, 'Inverter teardown', 'Opening a drive unit safely.', ['power electronics']),
  item(2, 'Contactor weld check', null, ['high voltage']),
  item(3, 'Cabin filter swap', 'Ten-minute service.', ['maintenance', 'High Voltage']),
];

function finder(props: Partial<ComponentProps<typeof ListFinder>> = {}) {
  return (
    <ListFinder
      path="/videos"
      filter={{ q: '', topic: '' }}
      items={items}
      placeholder="Search videos..."
      label="Search videos"
      listLabel="Videos"
      listClassName="grid"
      ad={null}
      adEvery={3}
      empty={<p>No videos available yet.</p>}
      noMatches={<p>No videos found matching your search.</p>}
      {...props}
    />
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Videos' }))
    .getAllByRole('article')
    .map((card) => card.textContent);

beforeEach(() => {
  address = new URLSearchParams();
  window.history.replaceState(null, '', '/videos');
});

describe('ListFinder', () => {
  it('filters by any field or tag as the visitor types, and writes the query to the address', async () => {
    render(finder());
    expect(titles()).toEqual(['Inverter teardown', 'Contactor weld check', 'Cabin filter swap']);
    const box = screen.getByRole('searchbox', { name: 'Search videos' });

    await userEvent.type(box, 'HIGH volt');
    expect(titles()).toEqual(['Contactor weld check', 'Cabin filter swap']);
    expect(window.location.search).toBe('?q=HIGH+volt');
    expect(box).toHaveFocus();

    await userEvent.clear(box);
    await userEvent.type(box, 'drive unit');
    expect(titles()).toEqual(['Inverter teardown']);

    await userEvent.type(box, ' zzqx');
    expect(screen.getByText('No videos found matching your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Videos' })).not.toBeInTheDocument();

    await userEvent.clear(box);
    expect(titles()).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('starts from the query the server rendered, and follows the address when a navigation changes it', () => {
    address = new URLSearchParams('q=cabin');
    const { rerender } = render(finder({ filter: { q: 'cabin', topic: '' } }));
    expect(titles()).toEqual(['Cabin filter swap']);
    expect(screen.getByRole('searchbox')).toHaveValue('cabin');

    // A site-search result opens /videos?q=… while the page is already showing.
    address = new URLSearchParams('q=inverter');
    act(() => rerender(finder({ filter: { q: 'cabin', topic: '' } })));
    expect(titles()).toEqual(['Inverter teardown']);
    expect(screen.getByRole('searchbox')).toHaveValue('inverter');
  });

  it('tells an empty list apart from a search without matches', async () => {
    render(finder({ items: [] }));
    expect(screen.getByText('No videos available yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'bms');
    expect(screen.getByText('No videos found matching your search.')).toBeInTheDocument();
  });

  it('filters by topic in place, keeping the search, with links that work without JavaScript', async () => {
    window.history.replaceState(null, '', '/charger-install');
    render(finder({ path: '/charger-install', topics: { values: ['high voltage', 'maintenance'], allLabel: 'All Topics' } }));
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'All Topics' })).toHaveAttribute('aria-current', 'page');

    await userEvent.type(screen.getByRole('searchbox'), 'check');
    expect(within(topics).getByRole('link', { name: 'high voltage' })).toHaveAttribute('href', '/charger-install?q=check&topic=high+voltage');

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.click(within(topics).getByRole('link', { name: 'high voltage' }));
    // The topic matches a tag whatever its case, and is a step the browser's Back button undoes.
    expect(titles()).toEqual(['Contactor weld check', 'Cabin filter swap']);
    expect(window.location.search).toBe('?topic=high+voltage');
    expect(within(topics).getByRole('link', { name: 'high voltage' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox')).toHaveValue('');

    await userEvent.type(screen.getByRole('searchbox'), 'cabin');
    expect(titles()).toEqual(['Cabin filter swap']);
    expect(window.location.search).toBe('?q=cabin&topic=high+voltage');

    await userEvent.click(within(topics).getByRole('link', { name: 'All Topics' }));
    expect(window.location.search).toBe('?q=cabin');
    expect(titles()).toEqual(['Cabin filter swap']);
  });

  describe('with bodies loaded on the first search', () => {
    // The bodies come from the site's search-text route, which a jsdom test cannot reach: the network is
    // held (a load still under way) or refused here. Loading them for real is in content.spec.ts.
    const realFetch = global.fetch;
    afterEach(() => {
      global.fetch = realFetch;
    });

    it('shows what the server found in the bodies, then says it is searching while they load', async () => {
      global.fetch = jest.fn(() => new Promise<Response>(() => {}));
      // The server found "busbar" in the body of item 1, which the page does not carry.
      address = new URLSearchParams('q=busbar');
      render(finder({ filter: { q: 'busbar', topic: '' }, searchTextUrl: '/videos/search-text', serverMatches: ['1'] }));
      expect(titles()).toEqual(['Inverter teardown']);
      expect(screen.queryByText('Searching…')).not.toBeInTheDocument();

      // Meanwhile a new query matches titles, descriptions and tags.
      const box = screen.getByRole('searchbox');
      await userEvent.clear(box);
      await userEvent.type(box, 'weld');
      expect(titles()).toEqual(['Contactor weld check']);
      expect(screen.getByText('Searching…')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Videos' }).parentElement).toHaveAttribute('aria-busy', 'true');
    });

    it('searches what it has, without a spinner that never ends, when the bodies cannot load', async () => {
      global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
      render(finder({ searchTextUrl: '/other/search-text' }));
      await userEvent.type(screen.getByRole('searchbox'), 'cabin');
      expect(titles()).toEqual(['Cabin filter swap']);
      expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Videos' }).parentElement).not.toHaveAttribute('aria-busy');
    });
  });
});
