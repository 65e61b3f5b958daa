// Written by bench/lib/site.ts from the site's build before the baseline is built: the site's own stylesheet.
import './site-stylesheet.css';

export default function RenderedLayout({ children }: { children: React.ReactNode }) {
  return children;
}
