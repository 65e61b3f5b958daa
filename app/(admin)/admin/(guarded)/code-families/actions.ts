'use server';

import { adminAction, fail, ok } from '@/lib/actions';
import { tableCsvActions } from '@/lib/actions/table-csv';
import { listCodeFamiliesForExport, updateCodeFamily } from '@/lib/db/admin-code-families';
import { TAGS } from '@/lib/db/tags';
import { refreshContent } from '@/lib/revalidate';
import { CODE_FAMILY_MESSAGES, CODE_FAMILY_TABLE, codeFamilySchema, parseCodeFamilyCsv } from '@/lib/admin/code-family';

/** A family's text shows on the page of every code it explains. */
const refresh = () => refreshContent([TAGS.codeFamilies], ['/fault-codes/[code]']);

export const saveCodeFamily = adminAction(codeFamilySchema, CODE_FAMILY_MESSAGES.updateFailed, async (values) => {
  const outcome = await updateCodeFamily({ ...values, id: values.id! });
  switch (outcome.status) {
    case 'missing':
      return fail(CODE_FAMILY_MESSAGES.notFound);
    case 'unknown-source':
      return fail(CODE_FAMILY_MESSAGES.unknownSource, 'sourceIds');
    case 'saved':
      refresh();
      return ok(CODE_FAMILY_MESSAGES.updated, { id: values.id! });
  }
});

const csv = tableCsvActions({
  shape: CODE_FAMILY_TABLE,
  parse: parseCodeFamilyCsv,
  list: listCodeFamiliesForExport,
  written: refresh,
});

export const previewCodeFamilyCsv = csv.preview;
export const importCodeFamilyCsv = csv.import;
export const exportCodeFamilyCsv = csv.export;
