import type { ComponentProps } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RecommendedProducts } from '@/components/products/recommended-products';
import { withAffiliateTag } from '@/lib/affiliate';

const items: ComponentProps<typeof RecommendedProducts>['items'] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  title: `Product ${id}`,
  description: 'd',
  href: `https://www.amazon.com/s?k=p${id}`,
  imageUrl: '/images/products/placeholder.svg',
}));

const titles = () => screen.getAllByRole('link').map((link) => link.textContent?.replace(/d$/, ''));

beforeAll(() => {
  window.matchMedia = jest.fn().mockImplementation(() => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('RecommendedProducts', () => {
  it('shows the given number of products and rotates after the interval', () => {
    render(<RecommendedProducts items={items} count={2} intervalMs={10_000} />);
    expect(titles()).toEqual(['Product 1', 'Product 2']);
    act(() => jest.advanceTimersByTime(10_000 + 300));
    expect(titles()).toEqual(['Product 3', 'Product 4']);
  });

  it('pauses while the pointer is over it', () => {
    render(<RecommendedProducts items={items} count={2} intervalMs={10_000} />);
    fireEvent.mouseEnter(screen.getByTestId('recommended-products'));
    act(() => jest.advanceTimersByTime(30_000));
    expect(titles()).toEqual(['Product 1', 'Product 2']);
  });

  it('stays still for a visitor who prefers reduced motion, and the buttons still move it', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    try {
      render(<RecommendedProducts items={items} count={2} intervalMs={10_000} />);
      act(() => jest.advanceTimersByTime(30_000));
      expect(titles()).toEqual(['Product 1', 'Product 2']);
      fireEvent.click(screen.getByRole('button', { name: 'Next products' }));
      expect(titles()).toEqual(['Product 3', 'Product 4']);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('renders nothing without products', () => {
    const { container } = render(<RecommendedProducts items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks links as sponsored and opens them in a new tab', () => {
    render(<RecommendedProducts items={items.slice(0, 1)} count={1} />);
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByRole('link')).toHaveAttribute('target', '_blank');
  });

  it('counts a click on a product first-party with the link id only, and a middle click too', () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    render(<RecommendedProducts items={items.slice(2, 3)} count={1} />);
    const link = screen.getByRole('link');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    expect(beacon.mock.calls).toEqual([['/api/affiliate-links/3/click'], ['/api/affiliate-links/3/click']]);
  });

  it('shows the site placeholder when a product image fails to load', () => {
    render(<RecommendedProducts items={[{ ...items[0]!, imageUrl: 'https://img.example.com/broken.jpg' }]} count={1} />);
    const image = () => screen.getByRole('link').querySelector('img')!;
    expect(image()).toHaveAttribute('src', 'https://img.example.com/broken.jpg');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', '/images/products/placeholder.svg');
    expect(image()).toHaveAttribute('data-fallback');
  });
});

describe('withAffiliateTag', () => {
  it('adds the tag to Amazon links only, once', () => {
    expect(withAffiliateTag('https://www.amazon.com/s?k=gauge', 'evsite-20')).toBe('https://www.amazon.com/s?k=gauge&tag=evsite-20');
    expect(withAffiliateTag('https://www.amazon.com/s?k=gauge&tag=other-20', 'evsite-20')).toContain('tag=other-20');
    expect(withAffiliateTag('https://www.tirerack.com/x', 'evsite-20')).toBe('https://www.tirerack.com/x');
    expect(withAffiliateTag('https://www.amazon.com/s?k=gauge', undefined)).toBe('https://www.amazon.com/s?k=gauge');
  });
});
