import { z } from 'zod';
import { youtubeId } from '@/lib/content/youtube';

export const VIDEO_MESSAGES = {
  required: 'YouTube URL and title are required',
  invalidUrl: 'Invalid YouTube URL',
  added: 'Video added successfully',
  deleted: 'Video deleted successfully',
  pinned: 'Video pinned',
  unpinned: 'Video unpinned',
  loadFailed: 'Failed to load videos',
  saveFailed: 'Failed to save video',
  deleteFailed: 'Failed to delete video',
  updateFailed: 'Failed to update video',
} as const;

export const tagsSchema = z.array(z.string().trim().min(1).max(50)).max(30).default([]);

export const videoSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, VIDEO_MESSAGES.required)
    .max(500, VIDEO_MESSAGES.invalidUrl)
    .refine((url) => youtubeId(url) !== undefined, VIDEO_MESSAGES.invalidUrl),
  title: z.string().trim().min(1, VIDEO_MESSAGES.required).max(200),
  description: z.string().trim().max(5000).default(''),
  tags: tagsSchema,
  glossaryTermId: z.number().int().positive().nullable().default(null),
  pinned: z.boolean().default(false),
});

export type VideoInput = z.input<typeof videoSchema>;

export const idSchema = z.number().int().positive();
export const pinSchema = z.object({ id: idSchema, pinned: z.boolean() });

/** The site's tag rule: added only when non-empty and not already present. */
export function addTag(tags: readonly string[], candidate: string): string[] {
  const tag = candidate.trim();
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

/** Seconds as m:ss (a video of an hour or more keeps counting minutes). */
export function formatDuration(seconds: number | null | undefined): string | undefined {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
