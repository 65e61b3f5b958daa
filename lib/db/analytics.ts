import 'server-only';
import { db } from '@/lib/db/client';

type Scalar = string | number | boolean | null;
export type EventProperties = Record<string, Scalar | Record<string, Scalar>>;

/** Stores one analytics event; properties are a small object already validated by the caller. */
export async function recordAnalyticsEvent(
  name: string,
  path: string | null,
  properties: EventProperties,
): Promise<void> {
  await db()`
    insert into analytics_events (name, path, properties)
    values (${name}, ${path}, ${db().json(properties)})`;
}
