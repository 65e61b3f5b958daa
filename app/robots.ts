import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  const origin = env().NEXT_PUBLIC_SITE_URL;
  return {
    // The back office, route handlers and uploaded files are not pages to index.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/storage/'] }],
    sitemap: new URL('/sitemap.xml', origin).toString(),
  };
}
