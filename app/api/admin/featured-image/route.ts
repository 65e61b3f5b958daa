import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type/core';
import { refuseUnlessAdminSession } from '@/lib/admin-request';
import { crossSiteResponse, isCrossSiteRequest } from '@/lib/auth/origin';
import { insertFeaturedImage } from '@/lib/db/admin-articles';
import { env } from '@/lib/env';
import { storage } from '@/lib/storage';
import { ARTICLE_MESSAGES, FEATURED_IMAGE_MAX_BYTES } from '@/lib/admin/article';

const ALLOWED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/gif', 'gif'],
]);

const json = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * Uploads a featured image to the 'media' bucket under featured/{random}.{ext} and records it in images.
 * The type is read from the bytes, not from the name or the browser's claim. A post from another site is
 * refused before anything else, even with the administrator's cookie.
 */
export async function POST(request: Request) {
  if (isCrossSiteRequest(request, env().NEXT_PUBLIC_SITE_URL)) return crossSiteResponse();
  const refused = await refuseUnlessAdminSession(request);
  if (refused) return refused;
  try {
    const form = await request.formData();
    const file = form.get('file');
    const title = String(form.get('title') ?? '').slice(0, 300);
    if (!(file instanceof File) || file.size === 0) return json(400, { message: 'Please choose a PNG, JPG or GIF image' });
    if (file.size > FEATURED_IMAGE_MAX_BYTES) return json(413, { message: 'The image is larger than 5 MB' });
    const body = Buffer.from(await file.arrayBuffer());
    const type = await fileTypeFromBuffer(body);
    const extension = type ? ALLOWED.get(type.mime) : undefined;
    if (!type || !extension) return json(415, { message: 'The file is not a PNG, JPG or GIF image' });
    const store = storage();
    const key = `featured/${randomBytes(12).toString('hex')}.${extension}`;
    await store.put('media', key, body, { contentType: type.mime });
    const image = await insertFeaturedImage(store.publicUrl('media', key), title);
    return json(201, image);
  } catch (error) {
    console.error('featured image upload failed', error);
    return json(500, { message: ARTICLE_MESSAGES.saveFailed });
  }
}
