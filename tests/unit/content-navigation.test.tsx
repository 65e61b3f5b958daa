import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackToTop } from '@/components/content/back-to-top';
import { SegmentedBody } from '@/components/content/segmented-body';
import { TableOfContents } from '@/components/content/table-of-contents';
import { articleAdPositions } from '@/lib/content/ad-positions';
import { renderMarkdown } from '@/lib/content/markdown';

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value });
}

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  setScrollY(0);
});

describe('TableOfContents', () => {
  it('lists level-2 and level-3 headings, level 3 indented, as anchors', async () => {
    const { headings } = await renderMarkdown('## Costs\n\ntext\n\n### Permit fees\n\ntext\n\n## Inspection');
    render(<TableOfContents headings={headings} />);
    const nav = screen.getByRole('navigation', { name: 'Table of Contents' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Costs', '#costs'],
      ['Permit fees', '#permit-fees'],
      ['Inspection', '#inspection'],
    ]);
    expect(links[1]?.closest('li')).toHaveClass('pl-4');
    expect(links[0]?.closest('li')).not.toHaveClass('pl-4');
  });

  it('scrolls to the heading 100 px above it', () => {
    const heading = document.createElement('h2');
    heading.id = 'costs';
    document.body.appendChild(heading);
    heading.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    setScrollY(300);
    render(<TableOfContents headings={[{ depth: 2, id: 'costs', text: 'Costs' }]} />);
    fireEvent.click(screen.getByRole('link', { name: 'Costs' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1100, behavior: 'smooth' });
    expect(window.location.hash).toBe('#costs');
    heading.remove();
  });

  it('renders nothing without headings', () => {
    const { container } = render(<TableOfContents headings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('BackToTop', () => {
  it('appears only after scrolling more than 500 px and scrolls smoothly to the top', () => {
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      setScrollY(500);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      setScrollY(501);
      window.dispatchEvent(new Event('scroll'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('SegmentedBody', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_ADSENSE_CLIENT;
  });

  it('places in-article ads after the positions of the product description and keeps every segment', async () => {
    process.env.NEXT_PUBLIC_ADSENSE_CLIENT = 'ca-pub-1234567890';
    const markdown = ['Lead.', ...Array.from({ length: 11 }, (_, i) => `## Part ${i + 1}\n\nText ${i + 1}.`)].join('\n\n');
    const { segments } = await renderMarkdown(markdown);
    const { container } = render(<SegmentedBody segments={segments} adPositions={articleAdPositions(segments.length)} />);
    const blocks = Array.from(container.firstElementChild!.children);
    const order = blocks.map((block) => (block.matches('[data-ad-slot]') ? 'ad' : block.querySelector('h2')?.textContent ?? 'lead'));
    expect(order).toEqual([
      'lead', 'Part 1', 'ad', 'Part 2', 'Part 3', 'ad', 'Part 4', 'Part 5', 'ad', 'Part 6', 'Part 7', 'ad', 'Part 8', 'Part 9', 'ad', 'Part 10', 'Part 11',
    ]);
    expect(screen.getAllByText('Advertisement')).toHaveLength(5);
  });

  it('shows no ad slot at all when no ad network is configured', async () => {
    const markdown = ['Lead.', ...Array.from({ length: 11 }, (_, i) => `## Part ${i + 1}\n\nText ${i + 1}.`)].join('\n\n');
    const { segments } = await renderMarkdown(markdown);
    const { container } = render(<SegmentedBody segments={segments} adPositions={articleAdPositions(segments.length)} />);
    expect(container.querySelector('[data-ad-slot]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Part 11' })).toBeInTheDocument();
  });

  it('shows no ads in a short article', async () => {
    process.env.NEXT_PUBLIC_ADSENSE_CLIENT = 'ca-pub-1234567890';
    const { segments } = await renderMarkdown('Lead.\n\n## One\n\nText.\n\n## Two\n\nText.');
    render(<SegmentedBody segments={segments} adPositions={articleAdPositions(segments.length)} />);
    expect(screen.queryByText('Advertisement')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
  });
});
