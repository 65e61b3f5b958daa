'use client';

import { useEffect } from 'react';

/**
 * Keeps the address bar in step with the inputs, without a server round trip, so that reloading or
 * bookmarking the page reproduces the result.
 */
export function useCalculatorUrl(search: URLSearchParams) {
  const query = search.toString();
  useEffect(() => {
    const next = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (next !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(window.history.state, '', next);
    }
  }, [query]);
}
