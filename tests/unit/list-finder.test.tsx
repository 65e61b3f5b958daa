import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { ListFinder, type FinderItem } from '@/components/content/list-finder';
import { LIST_SEARCH_DEBOUNCE_MS } from '@/components/content/use-list-search';
import { LIST_QUERY_MAX, LIST_SEARCH_MESSAGES } from '@/lib/validations/list-search';
import { listSearchStandIn } from '../fixtures/list-search-stand-in';

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

// What the server searches, bodies included: item 1's body mentions a busbar, which its card does not show.
const searched = {
  '1': 'Inverter teardown Opening a drive unit safely. power electronics The busbar bolts come out first.',
  '2': 'Contactor weld check high voltage',
  '3': 'Cabin filter swap Ten-minute service. maintenance High Voltage',
};

function finder(props: Partial<ComponentProps<typeof ListFinder>> = {}) {
  return (
    <ListFinder
      path="/videos"
      filter={{ q: '', topic: '' }}
      items={items}
      search={{ kind: 'videos' }}
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

let server: ReturnType<typeof listSearchStandIn>;
const realFetch = global.fetch;

beforeEach(() => {
  server = listSearchStandIn(searched);
  global.fetch = server.fetch as typeof fetch;
  window.history.replaceState(null, '', '/videos');
});

afterEach(() => {
  global.fetch = realFetch;
});

describe('ListFinder', () => {
  it('asks the server once the visitor pauses, shows its matches (bodies included) and writes the query to the address', async () => {
    render(finder());
    expect(titles()).toEqual(['Inverter teardown', 'Contactor weld check', 'Cabin filter swap']);
    const box = () => screen.getByRole('searchbox', { name: 'Search videos' });

    await userEvent.type(box(), 'BUSBAR');
    // One request for the whole word, not one per key.
    await waitFor(() => expect(titles()).toEqual(['Inverter teardown']));
    expect(server.requests.map((url) => url.searchParams.get('q'))).toEqual(['BUSBAR']);
    expect(server.requests[0]?.pathname).toBe('/api/list-search');
    expect(server.requests[0]?.searchParams.get('kind')).toBe('videos');
    await waitFor(() => expect(window.location.search).toBe('?q=BUSBAR'));
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('BUSBAR');

    await userEvent.clear(box());
    expect(titles()).toHaveLength(3);
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('is a plain GET form with the server’s list until the visitor reaches for it, then keeps every key, the focus and the caret', async () => {
    window.history.replaceState(null, '', '/videos?q=busbar');
    render(finder({ filter: { q: 'busbar', topic: '' }, serverMatches: { ids: ['1'], more: false } }));
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/videos');
    expect(form).toHaveAttribute('method', 'get');
    expect(titles()).toEqual(['Inverter teardown']);

    // Typing in the middle of the query: the live field takes over with the text and the caret where they were.
    const plain = screen.getByRole('searchbox') as HTMLInputElement;
    act(() => {
      plain.focus();
      fireEvent.change(plain, { target: { value: 'busXbar' } });
      plain.setSelectionRange(4, 4);
    });
    await waitFor(() => expect(screen.getByRole('searchbox')).not.toBe(plain));
    const live = screen.getByRole('searchbox') as HTMLInputElement;
    expect(live).toHaveFocus();
    expect(live).toHaveValue('busXbar');
    expect([live.selectionStart, live.selectionEnd]).toEqual([4, 4]);
    await waitFor(() => expect(window.location.search).toBe('?q=busXbar'));
  });

  it('says it is searching while the answer is on its way, then shows it', async () => {
    server.hold();
    render(finder());
    await userEvent.type(screen.getByRole('searchbox'), 'cabin');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Videos' }).parentElement).toHaveAttribute('aria-busy', 'true');
    act(() => server.release());
    await waitFor(() => expect(titles()).toEqual(['Cabin filter swap']));
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  it('shows the product description’s text when nothing matches, and tells an empty list apart', async () => {
    const { unmount } = render(finder());
    await userEvent.type(screen.getByRole('searchbox'), 'zzqx');
    expect(await screen.findByText('No videos found matching your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Videos' })).not.toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', '/videos');
    render(finder({ items: [] }));
    expect(screen.getByText('No videos available yet.')).toBeInTheDocument();
  });

  it('starts from what the server found for a shared link, without asking again', () => {
    window.history.replaceState(null, '', '/videos?q=busbar');
    render(finder({ filter: { q: 'busbar', topic: '' }, serverMatches: { ids: ['1'], more: false } }));
    expect(titles()).toEqual(['Inverter teardown']);
    expect(screen.getByRole('searchbox')).toHaveValue('busbar');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a query over the bound with the message, without asking', async () => {
    const long = 'a'.repeat(LIST_QUERY_MAX + 1);
    window.history.replaceState(null, '', `/videos?q=${long}`);
    render(finder());
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_SEARCH_MESSAGES.tooLong);
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', String(LIST_QUERY_MAX));
    expect(server.requests).toHaveLength(0);
  });

  it('when the server cannot answer, says so, searches what the cards show, and tries again on request', async () => {
    server.fail(true);
    render(finder());
    await userEvent.type(screen.getByRole('searchbox'), 'cabin');
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_SEARCH_MESSAGES.failed);
    expect(titles()).toEqual(['Cabin filter swap']);
    server.fail(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(titles()).toEqual(['Cabin filter swap']);
  });

  it('filters by topic in place, keeping the search, with links that work without JavaScript', async () => {
    window.history.replaceState(null, '', '/charger-install');
    render(finder({ path: '/charger-install', topics: { values: ['high voltage', 'maintenance'], allLabel: 'All Topics' } }));
    const topic = (name: string) => within(screen.getByRole('navigation', { name: 'Topics' })).getByRole('link', { name });
    expect(topic('All Topics')).toHaveAttribute('aria-current', 'page');

    await userEvent.type(screen.getByRole('searchbox'), 'check');
    expect(topic('high voltage')).toHaveAttribute('href', '/charger-install?q=check&topic=high+voltage');

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.click(topic('high voltage'));
    // The topic matches a tag whatever its case, and is a step the browser's Back button undoes.
    expect(titles()).toEqual(['Contactor weld check', 'Cabin filter swap']);
    await waitFor(() => expect(window.location.search).toBe('?topic=high+voltage'));
    expect(topic('high voltage')).toHaveAttribute('aria-current', 'page');

    await userEvent.type(screen.getByRole('searchbox'), 'cabin');
    await waitFor(() => expect(titles()).toEqual(['Cabin filter swap']));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ q: 'cabin', topic: 'high voltage' }),
    );

    await userEvent.click(topic('All Topics'));
    await waitFor(() => expect(window.location.search).toBe('?q=cabin'));
    expect(titles()).toEqual(['Cabin filter swap']);
  });

  it('a topic chosen before the search has loaded shows at once and becomes a step in the history', async () => {
    window.history.replaceState(null, '', '/charger-install');
    const before = window.history.length;
    render(finder({ path: '/charger-install', topics: { values: ['high voltage', 'maintenance'], allLabel: 'All Topics' } }));
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    // Enter on a focused link: a click with no press before it, which finds the live search not loaded yet.
    const plain = within(topics).getByRole('link', { name: 'maintenance' });
    act(() => plain.focus());
    fireEvent.click(plain);
    expect(titles()).toEqual(['Cabin filter swap']);
    await waitFor(() => expect(window.location.search).toBe('?topic=maintenance'));
    expect(window.history.length).toBe(before + 1);
    const live = within(screen.getByRole('navigation', { name: 'Topics' })).getByRole('link', { name: 'maintenance' });
    expect(live).not.toBe(plain);
    expect(live).toHaveAttribute('aria-current', 'page');
    // The keyboard's place is kept.
    expect(live).toHaveFocus();
  });

  // Last: fake timers hold nuqs' shared update queue.
  it('waits for a pause in typing before asking', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(finder());
      await user.type(screen.getByRole('searchbox'), 'we');
      act(() => jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS - 50));
      await user.type(screen.getByRole('searchbox'), 'ld');
      act(() => jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS - 50));
      expect(server.requests).toHaveLength(0);
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      expect(server.requests.map((url) => url.searchParams.get('q'))).toEqual(['weld']);
      // Let nuqs write the address before the clock is real again.
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    } finally {
      jest.useRealTimers();
    }
  });

});
