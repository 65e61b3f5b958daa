/** Searchable text by item id (a glossary explanation, an article's body), as a list's search-text route sends it. */
export type SearchTexts = Record<string, string>;

const loads = new Map<string, Promise<SearchTexts | undefined>>();

/**
 * Loads a list's search texts once per page life, the first time a visitor searches: carrying every body
 * in the list page would multiply its weight for visitors who never search. A failed load resolves to
 * undefined and is tried again on the next search rather than remembered.
 */
export function loadSearchTexts(url: string): Promise<SearchTexts | undefined> {
  let load = loads.get(url);
  if (!load) {
    // Started inside a promise, so that even a fetch that throws at once ends as an undefined result.
    load = Promise.resolve()
      .then(() => fetch(url))
      .then((response) => (response.ok ? (response.json() as Promise<SearchTexts>) : undefined))
      .catch(() => undefined)
      .then((texts) => {
        if (!texts) loads.delete(url);
        return texts;
      });
    loads.set(url, load);
  }
  return load;
}
