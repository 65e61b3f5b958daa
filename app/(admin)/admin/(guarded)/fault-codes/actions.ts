'use server';

import { adminAction, fail, ok } from '@/lib/actions';
import { tableCsvActions } from '@/lib/actions/table-csv';
import { listFaultCodesForExport, updateFaultCode } from '@/lib/db/admin-fault-codes';
import { clearRelationOverride, getRelatedContent, listRelationOverrides, setRelationOverride } from '@/lib/db/fault-code-relations';
import { getFaultCode } from '@/lib/db/fault-codes';
import { TAGS } from '@/lib/db/tags';
import { refreshContent } from '@/lib/revalidate';
import { FAULT_CODE_MESSAGES, FAULT_CODE_TABLE, faultCodeSchema, parseFaultCodeCsv } from '@/lib/admin/fault-code';
import { RELATION_MESSAGES, relationClearSchema, relationCodeSchema, relationOverrideSchema } from '@/lib/admin/fault-code-relation';
import type { RelatedItem, RelationOverride } from '@/lib/fault-codes/relations';

/** The code pages changed, the index (a title shows in its lists) and the sitemap. */
const refresh = (codes: readonly string[]) =>
  refreshContent([TAGS.faultCodes], ['/fault-codes', ...codes.map((code) => `/fault-codes/${code}`)]);

export const saveFaultCode = adminAction(faultCodeSchema, FAULT_CODE_MESSAGES.updateFailed, async (values) => {
  const outcome = await updateFaultCode({ ...values, id: values.id! });
  switch (outcome.status) {
    case 'missing':
      return fail(FAULT_CODE_MESSAGES.notFound);
    case 'unknown-article':
      return fail(FAULT_CODE_MESSAGES.unknownArticle, 'relatedArticleIds');
    case 'saved':
      refresh([outcome.code]);
      return ok(FAULT_CODE_MESSAGES.updated, { id: values.id! });
  }
});

const csv = tableCsvActions({
  shape: FAULT_CODE_TABLE,
  parse: parseFaultCodeCsv,
  list: listFaultCodesForExport,
  // An import may touch any number of codes: every code page is refreshed.
  written: () => refreshContent([TAGS.faultCodes], ['/fault-codes', '/fault-codes/[code]']),
});

export const previewFaultCodeCsv = csv.preview;
export const importFaultCodeCsv = csv.import;
export const exportFaultCodeCsv = csv.export;

/**
 * A pin or hide changes the code's page and the content's page: every reader of the relations carries the fault-codes
 * tag, and the content pages are expired by path.
 */
const refreshRelation = (code: string) =>
  refreshContent([TAGS.faultCodes], [`/fault-codes/${code}`, '/glossary/[id]', '/article/[id]', '/charger-install/[slug]']);

/** What the code's page shows now, and the operator's pins and hides, for the edit dialog. */
export const loadFaultCodeRelations = adminAction(relationCodeSchema, RELATION_MESSAGES.loadFailed, async ({ code }) => {
  const found = await getFaultCode(code);
  if (!found) return fail(RELATION_MESSAGES.unknownCode);
  const [related, overrides] = await Promise.all([getRelatedContent(found.code, found.title, found.system), listRelationOverrides(code)]);
  return ok<{ related: RelatedItem[]; overrides: RelationOverride[] }>('', { related, overrides });
});

export const setFaultCodeRelation = adminAction(relationOverrideSchema, RELATION_MESSAGES.failed, async ({ code, kind, contentId, mode }) => {
  const outcome = await setRelationOverride(code, kind, contentId, mode);
  switch (outcome.status) {
    case 'unknown-code':
      return fail(RELATION_MESSAGES.unknownCode);
    case 'unknown-content':
      return fail(RELATION_MESSAGES.unknownContent, 'contentId');
    case 'saved':
      refreshRelation(code);
      return ok(mode === 'pinned' ? RELATION_MESSAGES.pinned : RELATION_MESSAGES.hidden);
  }
});

export const clearFaultCodeRelation = adminAction(relationClearSchema, RELATION_MESSAGES.failed, async ({ code, kind, contentId }) => {
  await clearRelationOverride(code, kind, contentId);
  refreshRelation(code);
  return ok(RELATION_MESSAGES.cleared);
});
