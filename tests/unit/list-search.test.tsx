import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { ListSearch } from '@/components/content/list-search';
import { LIST_QUERY_MAX, LIST_SEARCH_MESSAGES } from '@/lib/content/list-query';
import { listSearchStandIn } from '../fixtures/list-search-stand-in';

type ListSearchItem = ComponentProps<typeof ListSearch>['items'][number];
/** The pause after the last key before the list asks (docs/product/search.md § List searches). */
const LIST_SEARCH_DEBOUNCE_MS = 300;

const item = (id: number, title: string, description: string | null, tags: string[]): ListSearchItem => ({
  id: String(id),
  text: [title, description],
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

function videos(props: Partial<Pick<ComponentProps<typeof ListSearch>, 'path' | 'items' | 'q' | 'serverMatches' | 'topics'>> = {}) {
  return (
    <ListSearch
      path="/videos"
      kind="videos"
      items={items}
      placeholder="Search videos..."
      label="Search videos"
      list={{ label: 'Videos', className: 'grid', ad: null, adEvery: 3 }}
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

describe('ListSearch', () => {
  it('asks the server once the visitor pauses, shows its matches (bodies included) and writes the query to the address', async () => {
    render(videos());
    expect(titles()).toEqual(['Inverter teardown', 'Contactor weld check', 'Cabin filter swap']);
    const box = screen.getByRole('searchbox', { name: 'Search videos' });

    await userEvent.type(box, 'BUSBAR');
    // One request for the whole word, not one per key.
    await waitFor(() => expect(titles()).toEqual(['Inverter teardown']));
    expect(server.requests.map((url) => url.searchParams.get('q'))).toEqual(['BUSBAR']);
    expect(server.requests[0]?.pathname).toBe('/api/list-search');
    expect(server.requests[0]?.searchParams.get('kind')).toBe('videos');
    expect(window.location.search).toBe('?q=BUSBAR');

    await userEvent.clear(box);
    expect(titles()).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('is a GET form to the list’s address, so it works without JavaScript', () => {
    render(videos());
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/videos');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q');
  });

  it('says it is searching while the answer is on its way, then shows it', async () => {
    server.hold();
    render(videos());
    await userEvent.type(screen.getByRole('searchbox'), 'cabin');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Videos' }).parentElement).toHaveAttribute('aria-busy', 'true');
    act(() => server.release());
    await waitFor(() => expect(titles()).toEqual(['Cabin filter swap']));
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  it('shows the product description’s text when nothing matches, and tells an empty list apart', async () => {
    const { unmount } = render(videos());
    await userEvent.type(screen.getByRole('searchbox'), 'zzqx');
    expect(await screen.findByText('No videos found matching your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Videos' })).not.toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', '/videos');
    render(videos({ items: [] }));
    expect(screen.getByText('No videos available yet.')).toBeInTheDocument();
  });

  it('starts from what the server found for a shared link, in its order, without asking again', () => {
    window.history.replaceState(null, '', '/videos?q=c');
    render(videos({ q: 'c', serverMatches: { ids: ['3', '2'], more: false } }));
    expect(titles()).toEqual(['Cabin filter swap', 'Contactor weld check']);
    expect(screen.getByRole('searchbox')).toHaveValue('c');
    expect(server.requests).toHaveLength(0);
  });

  it('says when the rows are close matches, or only the first of many', () => {
    window.history.replaceState(null, '', '/videos?q=contacter');
    const { unmount } = render(videos({ q: 'contacter', serverMatches: { ids: ['2'], more: false, close: true } }));
    expect(screen.getByRole('status')).toHaveTextContent("No exact match for 'contacter'. Close matches:");
    unmount();
    window.history.replaceState(null, '', '/videos?q=e');
    render(videos({ q: 'e', serverMatches: { ids: ['1', '2', '3'], more: true } }));
    expect(screen.getByRole('status')).toHaveTextContent(LIST_SEARCH_MESSAGES.more);
  });

  it('refuses a query over the bound with the message, without asking', async () => {
    window.history.replaceState(null, '', `/videos?q=${'a'.repeat(LIST_QUERY_MAX + 1)}`);
    render(videos());
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_SEARCH_MESSAGES.tooLong);
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', String(LIST_QUERY_MAX));
    expect(server.requests).toHaveLength(0);
  });

  it('when the server cannot answer, says so, searches what the cards show, and tries again on request', async () => {
    server.fail(true);
    render(videos());
    await userEvent.type(screen.getByRole('searchbox'), 'cabin');
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_SEARCH_MESSAGES.failed);
    expect(titles()).toEqual(['Cabin filter swap']);
    server.fail(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(titles()).toEqual(['Cabin filter swap']);
  });

  it('filters by topic in place, keeping the search, with links that work without JavaScript, and Back undoes a topic', async () => {
    window.history.replaceState(null, '', '/charger-install');
    render(videos({ path: '/charger-install', topics: { values: ['high voltage', 'maintenance'], allLabel: 'All Topics' } }));
    const topic = (name: string) => within(screen.getByRole('navigation', { name: 'Topics' })).getByRole('link', { name });
    expect(topic('All Topics')).toHaveAttribute('aria-current', 'page');

    await userEvent.type(screen.getByRole('searchbox'), 'check');
    expect(topic('high voltage')).toHaveAttribute('href', '/charger-install?q=check&topic=high+voltage');

    await userEvent.clear(screen.getByRole('searchbox'));
    const before = window.history.length;
    await userEvent.click(topic('high voltage'));
    // The topic matches a tag whatever its case, and is a step of its own in the history.
    expect(titles()).toEqual(['Contactor weld check', 'Cabin filter swap']);
    expect(window.location.search).toBe('?topic=high+voltage');
    expect(window.history.length).toBe(before + 1);
    expect(topic('high voltage')).toHaveAttribute('aria-current', 'page');

    await userEvent.type(screen.getByRole('searchbox'), 'cabin');
    await waitFor(() => expect(titles()).toEqual(['Cabin filter swap']));
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ q: 'cabin', topic: 'high voltage' });

    act(() => window.history.back());
    await waitFor(() => expect(topic('All Topics')).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(titles()).toHaveLength(3);
  });

  // Last: fake timers.
  it('waits for a pause in typing before asking', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(videos());
      await user.type(screen.getByRole('searchbox'), 'we');
      act(() => jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS - 50));
      await user.type(screen.getByRole('searchbox'), 'ld');
      act(() => jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS - 50));
      expect(server.requests).toHaveLength(0);
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      expect(server.requests.map((url) => url.searchParams.get('q'))).toEqual(['weld']);
    } finally {
      jest.useRealTimers();
    }
  });
});
