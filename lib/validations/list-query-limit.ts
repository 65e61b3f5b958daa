/**
 * Longest search text a list accepts: longer than any title or phrase worth typing into a list's box. Apart
 * from the rest of the list search's rules so that a list's plain search field (its `maxLength`) needs nothing
 * else before the live search loads.
 */
export const LIST_QUERY_MAX = 100;
