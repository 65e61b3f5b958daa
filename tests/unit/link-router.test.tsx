import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkRouter } from '@/components/layout/link-router';
import { Link } from '@/components/ui/site-link';

// The router is the framework's; the site's links only ask it to navigate and prefetch.
const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch, replace: jest.fn(), refresh: jest.fn() }) }));

function page(children: React.ReactNode) {
  return render(
    <>
      {children}
      <LinkRouter />
    </>,
  );
}

beforeEach(() => {
  push.mockClear();
  prefetch.mockClear();
  window.history.replaceState(null, '', '/privacy');
});

test('a plain click on a site link opens its page through the router, scrolling to the top', async () => {
  page(<Link href="/glossary?q=bms">Glossary</Link>);
  await userEvent.click(screen.getByRole('link', { name: 'Glossary' }));
  expect(push).toHaveBeenCalledWith('/glossary?q=bms', { scroll: true });
  // The router navigated, so the browser did not load the page itself (jsdom would have recorded it).
  expect(window.location.pathname).toBe('/privacy');
});

test('a link that keeps the scroll position asks the router to keep it', async () => {
  page(
    <Link href="/glossary/7" scroll={false}>
      Inverter
    </Link>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Inverter' }));
  expect(push).toHaveBeenCalledWith('/glossary/7', { scroll: false });
});

test('clicks the browser should handle itself are left to it', () => {
  page(
    <>
      <Link href="/articles">Articles</Link>
      <Link href="/terms" target="_blank">
        Terms
      </Link>
      <Link href="/privacy#cookies">Cookies</Link>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the case under test: an anchor that is not a site link */}
      <a href="/videos">Videos</a>
    </>,
  );
  const articles = screen.getByRole('link', { name: 'Articles' });
  for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
    expect(fireEvent.click(articles, modifier)).toBe(true);
  }
  // Another window, a jump within this page, and an anchor that is not a site link.
  for (const name of ['Terms', 'Cookies', 'Videos']) {
    expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true);
  }
  expect(push).not.toHaveBeenCalled();
});

test('intent prefetches a page once; links that must not prefetch never do', () => {
  page(
    <>
      <Link href="/glossary">Glossary</Link>
      <Link href="/articles">All articles</Link>
      <Link href="/articles?topic=battery">Battery articles</Link>
      <Link href="/search" prefetch={false}>
        Search
      </Link>
    </>,
  );
  const glossary = screen.getByRole('link', { name: 'Glossary' });
  fireEvent.pointerOver(glossary);
  fireEvent.focusIn(glossary);
  fireEvent.touchStart(glossary);
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledWith('/glossary');

  // A query page's bare address is never prefetched (lib/query-route-paths.ts); with its query it is.
  fireEvent.pointerOver(screen.getByRole('link', { name: 'All articles' }));
  fireEvent.pointerOver(screen.getByRole('link', { name: 'Battery articles' }));
  fireEvent.pointerOver(screen.getByRole('link', { name: 'Search' }));
  expect(prefetch.mock.calls).toEqual([['/glossary'], ['/articles?topic=battery']]);
});
