/* 'Refresh All Images', the per-row refresh and the operator's own photo of a tire. */

/** An operator's tire photo: checked by its bytes on the server (lib/uploads/inspect.ts). */
export const TIRE_IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  accept: 'image/png,image/jpeg,image/gif,image/webp',
  hint: 'PNG, JPG, GIF or WebP up to 5 MB',
  typeMessage: 'The tire image must be a PNG, JPG, GIF or WebP image',
  sizeMessage: 'The tire image must be 5 MB or smaller',
} as const;

/** The result of one round of 'Refresh All Images'. */
export interface ImageRound {
  configured: boolean;
  processed: number;
  updated: number;
  failed: number;
  /** The last tire id of this round; the next round starts after it. */
  cursor: number;
  remaining: number;
}

export const IMAGE_MESSAGES = {
  findFailed: 'Failed to find tire images',
  findOneFailed: 'Failed to find tire image',
  progress: (n: number) => `Processed ${n} tires so far...`,
  completed: (n: number) => `Completed! Updated images for ${n} tires.`,
  notConfigured:
    'No tire image source is configured (TIRE_IMAGE_SOURCE_URL), so no images were searched and the current images were kept. Upload a photo from the tire’s edit form instead.',
  sourceDown: (failed: number) =>
    `The image source did not answer for ${failed} tires (timed out or failed); their current images were kept.`,
  found: 'Tire image updated',
  noneFound: 'The image source has no image for this tire; the current image was kept.',
  uploaded: 'Tire image uploaded',
  uploadFailed: 'Failed to upload the tire image',
  noFile: 'Choose a PNG, JPG, GIF or WebP image to upload',
} as const;
