/** Adds the Associates tag from the environment at render time, so stored links stay tag-free. */
export function withAffiliateTag(link: string, tag: string | undefined): string {
  if (!tag) return link;
  try {
    const url = new URL(link);
    if (!/(^|\.)amazon\./.test(url.hostname) || url.searchParams.has('tag')) return link;
    url.searchParams.set('tag', tag);
    return url.toString();
  } catch {
    return link;
  }
}
