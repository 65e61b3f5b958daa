'use client';

import { ExternalLink, Upload } from 'lucide-react';
import { CardDeleteButton, CardTags, PinnedBadge, PinToggleLabel } from '@/components/admin/library-card-parts';
import { useState } from 'react';
import type { VideoActions } from '@/components/admin/action-props';
import { LibraryToolbar } from '@/components/admin/library-toolbar';
import { iconButton } from '@/components/admin/styles';
import { useLibrary } from '@/components/admin/use-library';
import { VideoForm } from '@/components/admin/video-form';
import { YoutubeThumbnail } from '@/components/admin/youtube-thumbnail';
import { Modal } from '@/components/ui/modal';
import type { AdminVideo, TermOption } from '@/lib/db/types';
import { formatDuration, VIDEO_MESSAGES } from '@/lib/admin/video';

const STATUS_CLASSES: Record<string, string> = {
  ready: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200',
  processing: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/40 dark:text-yellow-200',
};
const ERROR_STATUS = 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200';

const searched = (video: AdminVideo) => [video.title, video.description];

export function VideoLibrary({ videos, terms, actions }: { videos: AdminVideo[]; terms: TermOption[]; actions: VideoActions }) {
  const library = useLibrary(videos, searched);
  const { router, shown, busy, run } = library;
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // A fresh form each time: what was typed into a closed dialog is not brought back.
  const openUpload = () => {
    setFormKey((key) => key + 1);
    setOpen(true);
  };

  return (
    <div className="mt-6 space-y-4">
      <LibraryToolbar library={library} plural="videos" add={{ label: 'Upload Video', icon: Upload, onClick: openUpload }} />
      {shown.length === 0 ? (
        <p className="rounded-xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
          {videos.length === 0 ? 'No videos yet. Add the first one with Upload Video.' : 'No videos match your search.'}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={busy}>
          {shown.map((video) => (
            <li key={video.id} data-testid="video-card" className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
              <YoutubeThumbnail videoId={video.youtubeId} alt={video.title} className="aspect-video w-full" />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold">{video.title}</h2>
                  {video.pinned && <PinnedBadge />}
                </div>
                <div className="flex items-center gap-2 text-xs">
                  <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_CLASSES[video.status] ?? ERROR_STATUS}`}>{video.status}</span>
                  {formatDuration(video.duration) && <span className="text-slate-600 dark:text-slate-400">{formatDuration(video.duration)}</span>}
                </div>
                {video.description && <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{video.description}</p>}
                <CardTags tags={video.tags} />
                <div className="mt-auto flex flex-wrap gap-1 pt-2">
                  <button type="button" className={iconButton} disabled={busy} onClick={() => run(() => actions.togglePin({ id: video.id, pinned: !video.pinned }), VIDEO_MESSAGES.updateFailed)}>
                    <PinToggleLabel pinned={video.pinned} />
                  </button>
                  {video.url && (
                    <a href={video.url} target="_blank" rel="noopener noreferrer" className={iconButton}>
                      <ExternalLink className="size-4" aria-hidden />
                      View
                    </a>
                  )}
                  <CardDeleteButton disabled={busy} onClick={() => run(() => actions.remove(video.id), VIDEO_MESSAGES.deleteFailed)} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title="Upload Video" size="4xl">
        <VideoForm
          create={actions.create}
          key={formKey}
          terms={terms}
          onSaved={() => {
            setOpen(false);
            router.refresh();
          }}
        />
      </Modal>
    </div>
  );
}
