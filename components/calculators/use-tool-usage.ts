'use client';

import { useEffect, useRef } from 'react';
import type { ToolUsage } from '@/lib/analytics/report';

const DEBOUNCE_MS = 1000;

/** Sends one 'calculate' event per distinct result, after the inputs have settled for a second. */
export function useToolUsage(event: ToolUsage | null) {
  const key = event ? JSON.stringify(event) : null;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!key || key === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = key;
      fetch('/api/analytics', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: key,
        keepalive: true,
      }).catch(() => {
        // Analytics must never disturb the calculator.
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
}
