'use client';

import { Video } from 'lucide-react';
import { useState } from 'react';
import { youtubeThumbnail } from '@/lib/content/youtube';

/** maxresdefault first; not every video has one, so a load error falls back to hqdefault, then an icon. */
export function YoutubeThumbnail({ videoId, alt, className }: { videoId: string | null; alt: string; className?: string }) {
  const [stage, setStage] = useState<0 | 1 | 2>(0);
  if (!videoId || stage === 2) {
    return (
      <div className={`flex items-center justify-center bg-slate-200 text-slate-500 dark:bg-slate-800 ${className ?? ''}`} role="img" aria-label={alt}>
        <Video className="size-10" aria-hidden />
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a thumbnail from YouTube's image host with a client-side fallback chain
    <img
      src={youtubeThumbnail(videoId, stage === 0 ? 'maxresdefault' : 'hqdefault')}
      alt={alt}
      loading="lazy"
      onError={() => setStage((current) => (current === 0 ? 1 : 2))}
      className={`object-cover ${className ?? ''}`}
    />
  );
}
