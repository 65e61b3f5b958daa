'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';

// The dialog (and what it imports) loads on first open: the header pays only for this button.
const SearchDialog = lazyPart(
  () => import('@/components/search/search-dialog').then((module) => module.SearchDialog),
  SearchPageInstead,
);

/**
 * Without the dialog's script (offline, or a newer deploy replaced it), opening search loads the search page. A whole
 * page load, not the router's: the router would need that page's scripts too, from the same build.
 */
function SearchPageInstead({ open }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (open) window.location.assign('/search');
  }, [open]);
  return null;
}

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's search: a link to /search that, with JavaScript, opens a dialog with results as you type.
 * '/' (outside a text field) or Ctrl/⌘+K opens it from anywhere.
 */
export function SearchTrigger({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey);
      if (shortcut || (event.key === '/' && !typingIn(event.target) && !event.metaKey && !event.ctrlKey)) {
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <a
        ref={trigger}
        href="/search"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => setLoaded(true)}
        aria-keyshortcuts="/ Control+K Meta+K"
        className={className}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="sr-only">Search</span>
      </a>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
