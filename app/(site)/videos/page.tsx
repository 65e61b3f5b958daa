import { VIDEOS_METADATA, VideosView } from '@/app/(site)/videos/videos-view';

export const revalidate = 3600;

export const metadata = VIDEOS_METADATA;

export default function VideosPage() {
  return <VideosView query="" />;
}
