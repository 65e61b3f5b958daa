'use client';

import { useEffect } from 'react';

/** Keeps the open tire or vehicle id in session storage, as the site's session does. */
export function RememberSelection({
  storageKey,
  id,
}: {
  storageKey: 'selectedTireId' | 'selectedVehicleId';
  id: number;
}) {
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, String(id));
    } catch {
      // Storage can be disabled; nothing depends on it.
    }
  }, [storageKey, id]);
  return null;
}
