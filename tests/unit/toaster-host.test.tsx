import { act, render, screen } from '@testing-library/react';
import { notify } from '@/components/toasts/notify';
import { ToasterHost } from '@/components/toasts/toaster-host';

// sonner's Toaster draws a labelled region as soon as it mounts, toast or not.
const toasterRegion = () => document.querySelector('section[aria-label^="Notifications"]');

describe('the public site’s Toaster', () => {
  it('is not mounted (nor sonner loaded) until the page raises its first toast, which then shows', async () => {
    render(<ToasterHost />);
    // Long enough for a host that loads sonner after hydration to have mounted it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toasterRegion()).toBeNull();

    act(() => notify.success('Subscribed! Check your inbox.'));
    // sonner's chunk is imported on demand, which a busy machine can take a while over.
    expect(await screen.findByText('Subscribed! Check your inbox.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(toasterRegion()).not.toBeNull();

    // A second toast uses the Toaster already there.
    act(() => notify.error('Failed to copy to clipboard'));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
  });
});
