import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data as a script tag. '<' is escaped so that text from the database can never close the
 * script element.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> | WithContext<T>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
