'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { utcDay } from '@/lib/content/word-of-day';

const noSubscribe = () => () => {};

/**
 * Shows the pick for the browser's current UTC day: the server renders the first pick's day, and a cached
 * page opened after midnight UTC switches to the next one on hydration.
 */
export function PickOfTheDay({ picks }: { picks: { day: string; content: ReactNode }[] }) {
  const serverDay = picks[0]?.day ?? '';
  const today = useSyncExternalStore(noSubscribe, () => utcDay(), () => serverDay);
  return (picks.find((pick) => pick.day === today) ?? picks[0])?.content ?? null;
}
