import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoFinder, type FinderVideo } from '@/components/videos/video-finder';

// The router is the framework's: the finder only reads the address's query from it.
let addressQuery = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => addressQuery }));

const video = (id: number, title: string, description: string | null, tags: string[]): FinderVideo => ({
  id,
  title,
  description,
  tags,
  card: <article>{title}</article>,
});

const videos = [
  video(1, 'Inverter teardown', 'Opening a drive unit safely.', ['power electronics']),
  video(2, 'Contactor weld check', null, ['high voltage']),
  video(3, 'Cabin filter swap', 'Ten-minute service.', []),
];

function finder(query = '', list = videos) {
  return (
    <VideoFinder
      query={query}
      videos={list}
      placeholder="Search videos..."
      label="Search videos"
      ad={null}
      empty={<p>No videos available yet.</p>}
      noMatches={<p>No videos found matching your search.</p>}
    />
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Videos' }))
    .getAllByRole('article')
    .map((card) => card.textContent);

beforeEach(() => {
  addressQuery = new URLSearchParams();
  window.history.replaceState(null, '', '/videos');
});

describe('VideoFinder', () => {
  it('filters by title, description or tag as the visitor types, and writes the query to the address', async () => {
    render(finder());
    expect(titles()).toEqual(['Inverter teardown', 'Contactor weld check', 'Cabin filter swap']);
    const box = screen.getByRole('searchbox', { name: 'Search videos' });

    await userEvent.type(box, 'HIGH volt');
    expect(titles()).toEqual(['Contactor weld check']);
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
    addressQuery = new URLSearchParams('q=cabin');
    const { rerender } = render(finder('cabin'));
    expect(titles()).toEqual(['Cabin filter swap']);
    expect(screen.getByRole('searchbox')).toHaveValue('cabin');

    // A site-search result opens /videos?q=… while the page is already showing.
    addressQuery = new URLSearchParams('q=inverter');
    act(() => rerender(finder('cabin')));
    expect(titles()).toEqual(['Inverter teardown']);
    expect(screen.getByRole('searchbox')).toHaveValue('inverter');
  });

  it('tells an empty library apart from a search without matches', async () => {
    render(finder('', []));
    expect(screen.getByText('No videos available yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'bms');
    expect(screen.getByText('No videos found matching your search.')).toBeInTheDocument();
  });
});
