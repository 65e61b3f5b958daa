import { z } from 'zod';
import { RELATION_KINDS, RELATION_MODES } from '@/lib/fault-codes/relations';

/* Pinning and hiding a code's related content in the back office (docs/product/fault-codes.md § Related content). */

export const RELATION_MESSAGES = {
  pinned: 'Pinned: shown first on both pages',
  hidden: 'Hidden: shown on neither page',
  cleared: 'Back to the computed relation',
  failed: 'Failed to change the related content',
  loadFailed: 'Failed to load the related content',
  unknownCode: 'This fault code no longer exists. The list has been reloaded.',
  unknownContent: 'That content no longer exists. Choose again.',
  choose: 'Choose the content to pin or hide',
} as const;

const code = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[PU][0-9A-F]{4}$/, RELATION_MESSAGES.unknownCode));

export const relationCodeSchema = z.object({ code });

const relationTarget = {
  code,
  kind: z.enum(RELATION_KINDS, RELATION_MESSAGES.choose),
  contentId: z.number(RELATION_MESSAGES.choose).int().positive(RELATION_MESSAGES.choose),
};

export const relationOverrideSchema = z.object({ ...relationTarget, mode: z.enum(RELATION_MODES) });
export const relationClearSchema = z.object(relationTarget);
