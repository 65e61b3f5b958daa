import { storage, type Bucket } from '@/lib/storage';

const BUCKETS = new Set<Bucket>(['public', 'media']);

export async function GET(_request: Request, context: { params: Promise<{ bucket: string; key: string[] }> }) {
  const { bucket, key } = await context.params;
  if (!BUCKETS.has(bucket as Bucket)) return new Response('Not found', { status: 404 });
  let object;
  try {
    object = await storage().get(bucket as Bucket, key.join('/'));
  } catch {
    return new Response('Not found', { status: 404 });
  }
  if (!object) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(object.body), {
    headers: {
      'Content-Type': object.contentType,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // An uploaded SVG must not run script in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
