'use client';

import { useQueryStates, type UseQueryStatesKeysMap, type Values } from 'nuqs';
import { useState } from 'react';

/**
 * A calculator form whose values live in the query string (through nuqs), so reloading or bookmarking the
 * page reproduces the result.
 *
 * The server has already read the link into form values: it resolved the vehicle against the model list,
 * picked the region and checked each number. The form shows those until the visitor changes something; the
 * first change writes the whole form into the URL (dropping `shared=true` and any older link form), and from
 * then on the URL is the form's state. Updates replace the history entry and make no server round trip.
 */
export function useCalculatorState<Keys extends UseQueryStatesKeysMap, V>(
  keys: Keys,
  fromLink: V,
  toUrl: (values: V) => Values<Keys>,
  fromUrl: (url: Values<Keys>) => V,
): [V, (patch: Partial<V>) => void] {
  const [url, setUrl] = useQueryStates(keys);
  const [edited, setEdited] = useState(false);
  const values = edited ? fromUrl(url) : fromLink;
  const set = (patch: Partial<V>) => {
    setEdited(true);
    void setUrl(toUrl({ ...values, ...patch }));
  };
  return [values, set];
}
