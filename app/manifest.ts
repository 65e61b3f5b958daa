import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

/** A home-screen label longer than this is cut by launchers (docs/product/field-kit.md § Installable). */
const SHORT_NAME_MAX = 12;

export default function manifest(): MetadataRoute.Manifest {
  const config = env();
  const name = config.NEXT_PUBLIC_SITE_NAME;
  return {
    id: '/',
    name,
    short_name: name.length <= SHORT_NAME_MAX ? name : 'EV Repair',
    description: 'EV repair guides, glossary and tools for technicians, DIY owners and drivers.',
    start_url: '/',
    scope: '/',
    // Installed, the site opens in its own window; the field kit makes it work with no signal.
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#047857',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
