import { storage } from '@/lib/storage';
import { isPublicBucket } from '@/lib/storage/types';

/** attachment with the stored name: a plain ASCII fallback and the exact name in RFC 5987 form. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function GET(_request: Request, context: { params: Promise<{ bucket: string; key: string[] }> }) {
  const { bucket, key } = await context.params;
  if (!isPublicBucket(bucket)) return new Response('Not found', { status: 404 });
  let object;
  try {
    object = await storage().get(bucket, key.join('/'));
  } catch {
    return new Response('Not found', { status: 404 });
  }
  if (!object) return new Response('Not found', { status: 404 });
  const name = key.at(-1) ?? 'file';
  return new Response(new Uint8Array(object.body), {
    headers: {
      'Content-Type': object.contentType,
      // Images are shown in pages; anything else (a PDF certification proof, a text file) is downloaded,
      // never opened in our origin.
      'Content-Disposition': object.contentType.startsWith('image/') ? 'inline' : contentDisposition(name),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // An uploaded SVG must not run script in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
