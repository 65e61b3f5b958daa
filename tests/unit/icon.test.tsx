import { render } from '@testing-library/react';
import { AlertTriangle, Menu, PlugZap, Search } from 'lucide-react';
import {
  AlertTriangle as AlertTriangleNode,
  Menu as MenuNode,
  PlugZap as PlugZapNode,
  Search as SearchNode,
} from 'lucide';
import { lucideIcon } from '@/components/ui/icon';

/** An SVG's attributes (lucide-react's own class names aside) and its drawing, to compare two renderings. */
function drawing(svg: Element) {
  const attributes = Object.fromEntries(
    [...svg.attributes].map((attribute) =>
      attribute.name === 'class'
        ? [attribute.name, attribute.value.split(' ').filter((name) => !name.startsWith('lucide')).join(' ')]
        : [attribute.name, attribute.value],
    ),
  );
  return { attributes, children: [...svg.children].map((child) => child.outerHTML) };
}

describe('lucideIcon', () => {
  it.each([
    ['Menu', Menu, MenuNode],
    ['Search', Search, SearchNode],
    ['AlertTriangle', AlertTriangle, AlertTriangleNode],
    ['PlugZap', PlugZap, PlugZapNode],
  ] as const)('draws %s as lucide-react does', (_, Original, node) => {
    const Icon = lucideIcon(node);
    const ours = render(<Icon className="size-4" />).container.querySelector('svg')!;
    const theirs = render(<Original className="size-4" />).container.querySelector('svg')!;
    expect(drawing(ours)).toEqual(drawing(theirs));
  });

  it('hides an unlabelled icon from assistive technology and keeps a labelled one', () => {
    const Icon = lucideIcon(MenuNode);
    const { container } = render(
      <>
        <Icon data-testid="plain" />
        <Icon aria-label="Menu" />
        <Icon size={16} strokeWidth={3} aria-hidden={false} />
      </>,
    );
    const [plain, labelled, sized] = [...container.querySelectorAll('svg')];
    expect(plain).toHaveAttribute('aria-hidden', 'true');
    expect(labelled).not.toHaveAttribute('aria-hidden');
    expect(labelled).toHaveAttribute('aria-label', 'Menu');
    expect(sized).toHaveAttribute('aria-hidden', 'false');
    expect(sized).toHaveAttribute('width', '16');
    expect(sized).toHaveAttribute('stroke-width', '3');
  });
});
