'use client';

/** Headings land this far below the top of the window, clear of the fixed header. */
const TOC_SCROLL_OFFSET_PX = 100;

/**
 * A list of in-page anchors (plain links that work without JavaScript); with it, a click scrolls smoothly to
 * the heading, TOC_SCROLL_OFFSET_PX below the top of the window, clear of the fixed header.
 */
export function HeadingLinks({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <ol
      className={className}
      onClick={(event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
        const id = link?.getAttribute('href')?.slice(1);
        const target = id ? document.getElementById(id) : null;
        if (!target) return;
        event.preventDefault();
        const top = target.getBoundingClientRect().top + window.scrollY - TOC_SCROLL_OFFSET_PX;
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
        window.history.replaceState(null, '', `#${id}`);
      }}
    >
      {children}
    </ol>
  );
}
