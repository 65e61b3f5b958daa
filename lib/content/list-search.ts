/** A searchable field: text, an optional text, or a list such as tags (matching when any entry matches). */
export type SearchableField = string | null | undefined | readonly string[];

/**
 * The site's list search: a case-insensitive substring of any of the fields. One function for the server
 * (the HTML of a shared search link) and the browser (filtering as the visitor types), so both agree.
 */
export function fieldsMatch(fields: readonly SearchableField[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) =>
    typeof field === 'string' ? field.toLowerCase().includes(needle) : (field ?? []).some((entry) => entry.toLowerCase().includes(needle)),
  );
}

/** A topic filter: one of the tags equals the topic, ignoring case ('' keeps everything). */
export function hasTopic(tags: readonly string[], topic: string): boolean {
  const wanted = topic.trim().toLowerCase();
  return !wanted || tags.some((tag) => tag.toLowerCase() === wanted);
}
