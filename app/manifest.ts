import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function manifest(): MetadataRoute.Manifest {
  const config = env();
  return {
    name: config.NEXT_PUBLIC_SITE_NAME,
    short_name: config.NEXT_PUBLIC_SITE_NAME,
    description: 'EV repair guides, glossary and tools for technicians, DIY owners and drivers.',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#047857',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  };
}
