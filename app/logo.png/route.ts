import { storage } from '@/lib/storage';

/** The site logo uploaded in the back office, at the address the admin screen promises. */
export async function GET() {
  const object = await storage().get('public', 'logo.png');
  if (!object) return new Response('No logo uploaded', { status: 404 });
  return new Response(new Uint8Array(object.body), {
    headers: { 'Content-Type': object.contentType, 'Cache-Control': 'public, max-age=3600' },
  });
}
