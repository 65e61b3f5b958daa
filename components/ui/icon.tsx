import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string };
export type IconComponent = (props: IconProps) => React.ReactElement;

/**
 * A lucide icon drawn as plain SVG, with lucide-react's attributes (24 px, stroke 2, round caps, `aria-hidden` unless
 * the icon has an aria attribute, a role or a title). lucide-react's icons are client components (its v1 marks them
 * 'use client'), so each icon a server component drew crossed into the browser: a client reference with its drawing in
 * the page's data, a component to hydrate, and lucide-react's renderer in every page's first load. Drawn from lucide's
 * own data here, a server component's icon is markup and nothing else. Each file makes the icons it draws: a shared
 * list of them would put every listed icon in each browser chunk that imports one. The back office keeps lucide-react.
 */
export function lucideIcon(node: IconNode): IconComponent {
  return function Icon({ size = 24, ...rest }: IconProps) {
    // As lucide-react decides: an icon given any aria attribute, a role or a title speaks for itself.
    const labelled = Object.entries(rest).some(
      ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
    );
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...(labelled ? {} : { 'aria-hidden': true }),
        ...rest,
      },
      node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs })),
    );
  };
}
