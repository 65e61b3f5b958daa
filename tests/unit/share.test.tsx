import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToasterHost } from '@/components/toasts/toaster-host';
import { CopyLinkButton } from '@/components/share/copy-link-button';
import { ShareButtons } from '@/components/share/share-buttons';

describe('ShareButtons', () => {
  it('links to each network with the page URL encoded', () => {
    render(<ShareButtons url="https://ev.example/article/7?x=1&y=2" title="Brake service" />);
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fev.example%2Farticle%2F7%3Fx%3D1%26y%3D2',
    );
    expect(screen.getByRole('link', { name: 'Share on E-mail' }).getAttribute('href')).toMatch(/^mailto:\?subject=Brake%20service/);
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });
});

describe('CopyLinkButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('copies the link, shows the checked state for 3 seconds and the site’s toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <>
        <ToasterHost />
        <CopyLinkButton url="https://ev.example/article/1" />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://ev.example/article/1');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('says so when both the clipboard and the fallback fail', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    document.execCommand = jest.fn().mockReturnValue(false);
    render(
      <>
        <ToasterHost />
        <CopyLinkButton url="https://ev.example/" />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
  });
});
