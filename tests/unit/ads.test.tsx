import { act, render, screen } from '@testing-library/react';
import { AdSlot } from '@/components/ads/ad-slot';
import { interleaveAds } from '@/lib/ads';

const CLIENT = 'ca-pub-1234567890';

afterEach(() => {
  delete process.env.NEXT_PUBLIC_ADSENSE_CLIENT;
  delete window.adsbygoogle;
  document.getElementById('adsbygoogle-loader')?.remove();
  jest.useRealTimers();
});

describe('interleaveAds', () => {
  it('puts an ad after every n-th item but never at the end', () => {
    const kinds = interleaveAds([1, 2, 3, 4, 5, 6], 3, true).map((entry) => (entry.kind === 'ad' ? 'ad' : entry.item));
    expect(kinds).toEqual([1, 2, 3, 'ad', 4, 5, 6]);
  });

  it('places none in a list shorter than n', () => {
    expect(interleaveAds(['a', 'b'], 3, true).some((entry) => entry.kind === 'ad')).toBe(false);
  });

  it('places none when no ad network is configured', () => {
    expect(interleaveAds([1, 2, 3, 4, 5, 6, 7], 3).map((entry) => entry.kind)).not.toContain('ad');
    process.env.NEXT_PUBLIC_ADSENSE_CLIENT = CLIENT;
    expect(interleaveAds([1, 2, 3, 4, 5, 6, 7], 3).filter((entry) => entry.kind === 'ad')).toHaveLength(2);
  });

  it('rejects a non-positive interval', () => {
    expect(() => interleaveAds([1], 0)).toThrow();
  });
});

describe('AdSlot without an AdSense client', () => {
  it('renders nothing: no box, no label, no reserved space', () => {
    const { container } = render(<AdSlot format="multiplex" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Advertisement')).toBeNull();
  });
});

describe('AdSlot with an AdSense client', () => {
  beforeEach(() => {
    process.env.NEXT_PUBLIC_ADSENSE_CLIENT = CLIENT;
  });

  it('reserves the site’s minimum size from the first paint', () => {
    render(<AdSlot format="multiplex" />);
    const slot = screen.getByRole('complementary', { name: 'Advertisement' });
    const unit = slot.querySelector('ins.adsbygoogle') as HTMLElement;
    expect(unit.style.minHeight).toBe('250px');
    expect(unit.style.minWidth).toBe('300px');
    expect(unit.dataset.adClient).toBe(CLIENT);
  });

  it('gives banners 120 px', () => {
    render(<AdSlot format="banner" />);
    const unit = screen.getByRole('complementary', { name: 'Advertisement' }).querySelector('ins') as HTMLElement;
    expect(unit.style.minHeight).toBe('120px');
  });

  it('loads AdSense once and pushes the unit after 500 ms', () => {
    jest.useFakeTimers();
    render(
      <>
        <AdSlot format="banner" />
        <AdSlot format="sidebar" />
      </>,
    );
    expect(document.querySelectorAll('#adsbygoogle-loader')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(499));
    expect(window.adsbygoogle ?? []).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(window.adsbygoogle).toHaveLength(2);
  });

  it('tries again 3 s after a failed push', () => {
    jest.useFakeTimers();
    let calls = 0;
    window.adsbygoogle = {
      push: () => {
        calls += 1;
        if (calls === 1) throw new Error('not ready');
        return calls;
      },
    } as unknown as unknown[];
    render(<AdSlot format="banner" />);
    act(() => jest.advanceTimersByTime(500));
    expect(calls).toBe(1);
    act(() => jest.advanceTimersByTime(2999));
    expect(calls).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(calls).toBe(2);
  });
});
