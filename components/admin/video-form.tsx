'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { showResult } from '@/components/admin/action-feedback';
import type { VideoActions } from '@/components/admin/action-props';
import { GlossaryTermPicker } from '@/components/admin/glossary-term-picker';
import { primaryButton } from '@/components/admin/styles';
import { TextAreaField, TextField } from '@/components/ui/field';
import { TagInput } from '@/components/admin/tag-input';
import { YoutubeThumbnail } from '@/components/admin/youtube-thumbnail';
import { youtubeId } from '@/lib/content/youtube';
import type { TermOption } from '@/lib/db/types';
import { VIDEO_MESSAGES, videoSchema } from '@/lib/admin/video';

export function VideoForm({ terms, create, onSaved }: { terms: TermOption[]; create: VideoActions['create']; onSaved: () => void }) {
  const router = useRouter();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [term, setTerm] = useState<TermOption | null>(null);
  const [pinned, setPinned] = useState(false);
  const [saving, setSaving] = useState(false);
  const videoId = youtubeId(url) ?? null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = { url, title, description, tags, glossaryTermId: term?.id ?? null, pinned };
    const parsed = videoSchema.safeParse(input);
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? VIDEO_MESSAGES.saveFailed);
      return;
    }
    setSaving(true);
    try {
      if (showResult(await create(input), router)) onSaved();
    } catch {
      toast.error(VIDEO_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <TextField
          id="video-url"
          label="YouTube URL"
          error={url.trim() && !videoId ? VIDEO_MESSAGES.invalidUrl : undefined}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://www.youtube.com/watch?v=..."
        />
        {videoId && <YoutubeThumbnail key={videoId} videoId={videoId} alt="Thumbnail preview" className="mt-3 aspect-video w-full max-w-sm rounded-md" />}
      </div>
      <TextField id="video-title" label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <TextAreaField id="video-description" label="Description" rows={4} value={description} onChange={(event) => setDescription(event.target.value)} />
      <GlossaryTermPicker terms={terms} value={term} onChange={setTerm} />
      <TagInput tags={tags} onChange={setTags} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={pinned} onChange={(event) => setPinned(event.target.checked)} className="size-4" />
        Pin this video to the homepage
      </label>
      <div className="flex justify-end">
        <button type="submit" disabled={saving || !url.trim()} className={primaryButton}>
          {saving ? 'Saving...' : 'Save Video'}
        </button>
      </div>
    </form>
  );
}
