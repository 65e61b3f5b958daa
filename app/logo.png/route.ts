import { LOGO_CACHE_SECONDS, readLogoFile } from '@/lib/logo';

export const dynamic = 'force-dynamic';

/**
 * The site logo uploaded in the back office, at the address the admin screen promises, with its real
 * content type. An SVG is a document that could carry script: nosniff keeps the browser to the stated type,
 * and the policy lets it draw with inline styles but run, load or submit nothing, even opened on its own.
 */
export async function GET() {
  let object;
  try {
    object = await readLogoFile();
  } catch (error) {
    console.error('logo read failed', error);
    return new Response('Logo unavailable', { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  if (!object) return new Response('No logo uploaded', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(object.body), {
    headers: {
      'Content-Type': object.contentType,
      'Content-Length': String(object.body.length),
      'Cache-Control': `public, max-age=${LOGO_CACHE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
