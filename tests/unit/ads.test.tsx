import { render, screen } from '@testing-library/react';
import { AdSlot } from '@/components/ads/ad-slot';
import { interleaveAds } from '@/lib/ads';

describe('interleaveAds', () => {
  it('puts an ad after every n-th item but never at the end', () => {
    const kinds = interleaveAds([1, 2, 3, 4, 5, 6], 3).map((entry) => (entry.kind === 'ad' ? 'ad' : entry.item));
    expect(kinds).toEqual([1, 2, 3, 'ad', 4, 5, 6]);
  });

  it('places none in a list shorter than n', () => {
    expect(interleaveAds(['a', 'b'], 3).some((entry) => entry.kind === 'ad')).toBe(false);
  });

  it('rejects a non-positive interval', () => {
    expect(() => interleaveAds([1], 0)).toThrow();
  });
});

describe('AdSlot without an AdSense client', () => {
  it('reserves the spec minimum size in a labelled box', () => {
    render(<AdSlot format="multiplex" />);
    const slot = screen.getByRole('complementary', { name: 'Advertisement' });
    const box = slot.querySelector('div') as HTMLElement;
    expect(box.style.minHeight).toBe('250px');
    expect(box.style.minWidth).toBe('300px');
    expect(slot.querySelector('ins.adsbygoogle')).toBeNull();
  });

  it('gives banners 120 px', () => {
    render(<AdSlot format="banner" />);
    const box = screen.getByRole('complementary', { name: 'Advertisement' }).querySelector('div') as HTMLElement;
    expect(box.style.minHeight).toBe('120px');
  });
});
