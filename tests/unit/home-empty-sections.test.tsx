import { act, render, screen } from '@testing-library/react';
import { LatestVideos } from '@/components/home/latest-videos';

/** The browser asks /api/session whether the administrator is signed in; here the server's answer is given. */
function sessionAnswers(body: unknown, ok = true) {
  global.fetch = jest.fn().mockResolvedValue({ ok, json: async () => body }) as unknown as typeof fetch;
}

describe('the home page’s empty Latest Videos section', () => {
  it('sends a visitor to public pages and shows no back-office link', async () => {
    sessionAnswers({ admin: false });
    render(<LatestVideos videos={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No videos available yet');
    expect(screen.getByRole('link', { name: 'Browse the glossary' })).toHaveAttribute('href', '/glossary');
    expect(screen.getByRole('link', { name: 'Read the repair guides' })).toHaveAttribute('href', '/articles');
    await act(async () => {});
    expect(global.fetch).toHaveBeenCalledWith('/api/session', expect.objectContaining({ cache: 'no-store' }));
    expect(screen.queryByRole('link', { name: 'Add Videos' })).not.toBeInTheDocument();
  });

  it('shows the administrator the Add Videos shortcut once the server says they are signed in', async () => {
    sessionAnswers({ admin: true });
    render(<LatestVideos videos={[]} />);
    expect(await screen.findByRole('link', { name: 'Add Videos' })).toHaveAttribute('href', '/admin/videos');
  });

  it('keeps the shortcut hidden when the session check fails', async () => {
    global.fetch = jest.fn().mockRejectedValue(new Error('offline')) as unknown as typeof fetch;
    render(<LatestVideos videos={[]} />);
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Add Videos' })).not.toBeInTheDocument();
  });
});
