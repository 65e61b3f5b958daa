import { VIDEOS_METADATA, VideosView } from '@/app/(site)/videos/videos-view';

export const metadata = VIDEOS_METADATA;

/** /videos?q=…, rewritten here by the proxy so that /videos itself stays a static page. */
export default async function VideosSearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { q } = await searchParams;
  return <VideosView query={(Array.isArray(q) ? q[0] : q)?.slice(0, 200) ?? ''} />;
}
