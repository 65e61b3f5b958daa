'use server';

import { adminAction, fail, ok } from '@/lib/actions';
import { tableCsvActions } from '@/lib/actions/table-csv';
import { listFaultCodesForExport, updateFaultCode } from '@/lib/db/admin-fault-codes';
import { TAGS } from '@/lib/db/tags';
import { refreshContent } from '@/lib/revalidate';
import { FAULT_CODE_MESSAGES, FAULT_CODE_TABLE, faultCodeSchema, parseFaultCodeCsv } from '@/lib/admin/fault-code';

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
