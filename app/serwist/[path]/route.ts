import { createSerwistRoute } from '@serwist/turbopack';

/**
 * The field kit's service worker, bundled by Serwist when the site is built (Turbopack has no plugin hook for it).
 * No file of the build is precached (globPatterns is empty): the kit saves only what its offline page names
 * (lib/field-kit/store.ts).
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/field-kit/service-worker.ts',
  useNativeEsbuild: true,
  globPatterns: [],
  injectionPoint: '',
});
