import { useState } from 'react';

const loads = new Map<string, Promise<unknown>>();

/**
 * Loads the JSON a list keeps out of its page (the rest of a long list) once per page life, the first time
 * a visitor asks for it: carrying it in the page would multiply the page's weight for visitors who never
 * open it. A failed load resolves to undefined and is tried again on the
 * next request rather than remembered.
 */
function loadListData<T>(url: string): Promise<T | undefined> {
  let load = loads.get(url) as Promise<T | undefined> | undefined;
  if (!load) {
    // Started inside a promise, so that even a fetch that throws at once ends as an undefined result.
    load = Promise.resolve()
      .then(() => fetch(url))
      .then((response) => (response.ok ? (response.json() as Promise<T>) : undefined))
      .catch(() => undefined)
      .then((data) => {
        if (data === undefined) loads.delete(url);
        return data;
      });
    loads.set(url, load);
  }
  return load;
}

/**
 * A list's data kept out of its page, for a component: `load()` asks for it (once; again after a failure)
 * and the component reads the data and the load's progress.
 */
export function useListData<T>(url: string) {
  const [data, setData] = useState<T>();
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const load = () => {
    if (data !== undefined || status === 'loading') return;
    setStatus('loading');
    void loadListData<T>(url).then((loaded) => {
      if (loaded !== undefined) setData(loaded);
      setStatus(loaded === undefined ? 'failed' : 'idle');
    });
  };
  return { data, loading: status === 'loading', failed: status === 'failed', load };
}
