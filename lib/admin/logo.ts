import { z } from 'zod';

/** The site's limit: at most 2 MB (in bytes, as the drop zone and the server count them). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** PNG, JPEG and SVG only, for the drop zone's accept list (the server decides again from the bytes). */
export const LOGO_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/svg+xml': ['.svg'],
} as const;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

export const LOGO_MESSAGES = {
  uploaded: 'Logo uploaded successfully!',
  uploadFailed: 'Failed to upload logo',
  missing: 'No logo has been uploaded yet or there was an error loading the current logo.',
  noFile: 'Choose a PNG, JPEG or SVG file to upload',
  wrongType: 'Logo must be a PNG, JPEG or SVG image',
  tooLarge: 'Logo must be 2 MB or smaller',
  removed: 'Logo removed; the header shows the site name again',
  removeFailed: 'Failed to remove logo',
} as const;

/** The upload action receives the drop zone's file in a FormData under 'file'. */
export const logoUploadSchema = z.instanceof(FormData, { message: LOGO_MESSAGES.noFile });
