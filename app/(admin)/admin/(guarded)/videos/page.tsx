import type { Metadata } from 'next';
import { createVideo, removeVideo, toggleVideoPin } from '@/app/(admin)/admin/(guarded)/videos/actions';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LoadFailed } from '@/components/admin/load-failed';
import { VideoLibrary } from '@/components/admin/video-library';
import { requireAdminPage } from '@/lib/auth';
import { listAdminVideos } from '@/lib/db/admin-videos';
import { listGlossaryTerms } from '@/lib/db/glossary-terms';
import { VIDEO_MESSAGES } from '@/lib/admin/video';

export const metadata: Metadata = { title: 'Video Library', robots: { index: false, follow: false } };

export default async function AdminVideosPage() {
  await requireAdminPage();
  const loaded = await Promise.all([listAdminVideos(), listGlossaryTerms()]).catch((error: unknown) => {
    console.error(VIDEO_MESSAGES.loadFailed, error);
    return undefined;
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Video Library" subtitle="Manage your video content" />
      {loaded ? (
        <VideoLibrary
          videos={loaded[0]}
          terms={loaded[1]}
          actions={{ create: createVideo, togglePin: toggleVideoPin, remove: removeVideo }}
        />
      ) : (
        <LoadFailed message={VIDEO_MESSAGES.loadFailed} />
      )}
    </div>
  );
}
