import { fireEvent, render, screen } from '@testing-library/react';
import { VideoCard } from '@/components/videos/video-card';
import type { Video } from '@/lib/db/videos';

const ID = 'aBcD3fG_h-1';

const video: Video = {
  id: 1,
  title: 'Testing a contactor',
  description: 'Measure coil resistance and check for welding.',
  url: `https://www.youtube.com/watch?v=${ID}`,
  youtubeId: ID,
  embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
  thumbnails: [`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`, `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`],
  tags: ['contactor', 'diagnostics'],
  pinned: true,
  category: 'diagnostics',
  durationSeconds: 754,
  createdAt: '2026-01-05T12:00:00.000Z',
};

const imageSource = (container: HTMLElement) => decodeURIComponent(container.querySelector('img')!.getAttribute('src')!);

describe('VideoCard', () => {
  it('opens the video on its platform in a new tab and shows its details', () => {
    render(<VideoCard video={video} />);
    const link = screen.getByRole('link', { name: /Testing a contactor/ });
    expect(link).toHaveAttribute('href', video.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    expect(screen.getByText('12:34')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('contactordiagnostics');
    expect(screen.getByText('Added January 5, 2026')).toBeInTheDocument();
  });

  it("shows the site's own copy of the YouTube thumbnail, as it is, and the stock image if even that fails", () => {
    const { container } = render(<VideoCard video={video} />);
    // Never YouTube's host nor the optimizer: the copy falls back to hqdefault, then the stock picture, by itself.
    expect(imageSource(container)).toBe(`/video-thumbnails/${ID}`);
    fireEvent.error(container.querySelector('img')!);
    expect(imageSource(container)).toMatch(/\/images\/stock\/ev-repair\.svg$/);
  });

  it('goes straight to the stock image when there is no thumbnail and hides the pinned badge when not pinned', () => {
    const { container } = render(<VideoCard video={{ ...video, pinned: false, thumbnails: [], durationSeconds: null }} />);
    expect(imageSource(container)).toMatch(/\/images\/stock\/ev-repair\.svg$/);
    expect(screen.queryByText('Pinned')).toBeNull();
  });
});
