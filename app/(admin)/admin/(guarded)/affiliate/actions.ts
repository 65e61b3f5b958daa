'use server';

import { adminAction, fail, ok } from '@/lib/actions';
import { deleteAffiliateLink, insertAffiliateLink, updateAffiliateLink } from '@/lib/db/affiliate-links';
import { TAGS } from '@/lib/db/tags';
import { checkImageUrl } from '@/lib/net/image-url';
import { refreshContent } from '@/lib/revalidate';
import {
  AFFILIATE_MESSAGES,
  affiliateIdSchema,
  affiliateLinkSchema,
  affiliateUpdateSchema,
  imageUrlSchema,
  isSitePath,
} from '@/lib/admin/affiliate';

// The pages with a rotator that are not behind an id; the tag expires the others (articles, terms, tires).
const refreshRotators = () =>
  refreshContent([TAGS.affiliateLinks], ['/', '/videos', '/articles', '/glossary']);

export const createAffiliateLink = adminAction(affiliateLinkSchema, AFFILIATE_MESSAGES.addFailed, async (values) => {
  const link = await insertAffiliateLink(values);
  refreshRotators();
  return ok(AFFILIATE_MESSAGES.added, { id: link.id });
});

export const saveAffiliateLink = adminAction(affiliateUpdateSchema, AFFILIATE_MESSAGES.updateFailed, async ({ id, ...values }) => {
  if (!(await updateAffiliateLink(id, values))) return fail(AFFILIATE_MESSAGES.notFound);
  refreshRotators();
  return ok(AFFILIATE_MESSAGES.updated);
});

export const removeAffiliateLink = adminAction(affiliateIdSchema, AFFILIATE_MESSAGES.deleteFailed, async (id) => {
  if (!(await deleteAffiliateLink(id))) return fail(AFFILIATE_MESSAGES.deleteFailed);
  refreshRotators();
  return ok(AFFILIATE_MESSAGES.deleted);
});

/** The image check on leaving the Image URL field, made by the server (see lib/net/safe-head.ts). */
export const checkAffiliateImage = adminAction(imageUrlSchema, AFFILIATE_MESSAGES.imageCheckFailed, async (url) => {
  // The site's own images (the bundled placeholder) need no request.
  if (isSitePath(url)) return ok('Image found');
  const checked = await checkImageUrl(url);
  return checked.ok ? ok('Image found') : fail(checked.message, 'imgUrl');
});
