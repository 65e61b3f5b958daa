'use server';

import { z } from 'zod';
import { adminAction, fail, ok } from '@/lib/actions';
import { TAGS } from '@/lib/db/tags';
import { removeLogo, saveLogo } from '@/lib/logo';
import { refreshContent } from '@/lib/revalidate';
import { isProvided } from '@/lib/uploads/inspect';
import { LOGO_MESSAGES, logoUploadSchema } from '@/lib/admin/logo';

// The header is on every page; the tag expires every page that rendered it.
const refreshHeader = () => refreshContent([TAGS.logo], ['/']);

export const uploadLogo = adminAction(logoUploadSchema, LOGO_MESSAGES.uploadFailed, async (form) => {
  const file = form.get('file');
  if (!isProvided(file)) return fail(LOGO_MESSAGES.noFile, 'file');
  const saved = await saveLogo(file);
  if (!saved.ok) return fail(saved.message, 'file');
  refreshHeader();
  return ok(LOGO_MESSAGES.uploaded);
});

export const deleteLogo = adminAction(z.undefined(), LOGO_MESSAGES.removeFailed, async () => {
  await removeLogo();
  refreshHeader();
  return ok(LOGO_MESSAGES.removed);
});
