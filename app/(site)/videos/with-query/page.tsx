import { VIDEOS_METADATA, VideosView } from '@/app/(site)/videos/videos-view';
import { normalizeQuery } from '@/lib/search/query';

export const metadata = VIDEOS_METADATA;

/** /videos?q=…, rewritten here by the proxy so that /videos itself stays a static page. */
export default async function VideosSearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { q } = await searchParams;
  return <VideosView query={normalizeQuery(q)} />;
}
