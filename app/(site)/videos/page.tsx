import { VIDEOS_METADATA, VideosView } from '@/app/(site)/videos/videos-view';
import { normalizeQuery } from '@/lib/search/query';

export const metadata = VIDEOS_METADATA;

export default async function VideosPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { q } = await searchParams;
  return <VideosView query={normalizeQuery(q)} />;
}
