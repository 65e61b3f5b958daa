import { z } from 'zod';

export const AFFILIATE_MESSAGES = {
  required: 'All fields are required',
  invalidLink: 'Affiliate Link must be a web address starting with http:// or https://',
  invalidImage: 'Image URL must be a web address starting with http:// or https://, or a path on this site',
  added: 'Affiliate link added successfully',
  updated: 'Affiliate link updated successfully',
  deleted: 'Affiliate link deleted successfully',
  loadFailed: 'Failed to load affiliate links',
  loadOneFailed: 'Failed to load affiliate link',
  notFound: 'Affiliate link not found',
  addFailed: 'Failed to add affiliate link',
  updateFailed: 'Failed to update affiliate link',
  deleteFailed: 'Failed to delete affiliate link',
  imageNotAccessible: 'Image URL is not valid or accessible',
  notAnImage: 'URL does not point to an image',
  imageCheckFailed: 'Failed to validate image URL',
  previewFailed: 'Failed to load image preview',
} as const;

/** The site's display truncation of a link on the admin cards. */
const LINK_DISPLAY_LENGTH = 60;

export function truncateLink(link: string, length = LINK_DISPLAY_LENGTH): string {
  return link.length > length ? `${link.slice(0, length)}...` : link;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A site path such as the bundled placeholder image ('/images/...'), not a protocol-relative '//host'. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)/.test(value) && !/[\s\\]/.test(value);
}

const required = z.string({ error: AFFILIATE_MESSAGES.required }).trim().min(1, AFFILIATE_MESSAGES.required);

export const affiliateLinkSchema = z.object({
  title: required.max(200),
  description: required.max(2000),
  affLink: required.max(2000).refine(isWebUrl, AFFILIATE_MESSAGES.invalidLink),
  imgUrl: required.max(2000).refine((value) => isWebUrl(value) || isSitePath(value), AFFILIATE_MESSAGES.invalidImage),
});

export type AffiliateLinkInput = z.input<typeof affiliateLinkSchema>;

export const affiliateIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const affiliateUpdateSchema = affiliateLinkSchema.extend({ id: affiliateIdSchema });

export const imageUrlSchema = z.string().trim().min(1, AFFILIATE_MESSAGES.imageNotAccessible).max(2000);

/** An id from the URL ('/admin/affiliate/edit/{id}'), or undefined for anything that is not one. */
export function parseAffiliateId(raw: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const parsed = affiliateIdSchema.safeParse(Number(raw));
  return parsed.success ? parsed.data : undefined;
}
