import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FaultCodeManager } from '@/components/admin/fault-codes/fault-code-manager';
import { LoadFailed } from '@/components/admin/load-failed';
import { requireAdminPage } from '@/lib/auth';
import { listAdminFaultCodes, listArticleOptions } from '@/lib/db/admin-fault-codes';
import { listRelationContentOptions } from '@/lib/db/fault-code-relations';
import { FAULT_CODE_MESSAGES } from '@/lib/admin/fault-code';
import {
  clearFaultCodeRelation,
  exportFaultCodeCsv,
  importFaultCodeCsv,
  loadFaultCodeRelations,
  previewFaultCodeCsv,
  saveFaultCode,
  setFaultCodeRelation,
} from './actions';

export const metadata: Metadata = { title: 'Fault Codes', robots: { index: false, follow: false } };

export default async function AdminFaultCodesPage() {
  await requireAdminPage();
  const loaded = await Promise.all([listAdminFaultCodes(), listArticleOptions(), listRelationContentOptions()]).catch((error: unknown) => {
    console.error(FAULT_CODE_MESSAGES.loadFailed, error);
    return undefined;
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Fault Codes" subtitle="Hybrid and EV diagnostic trouble codes: titles, the operator’s notes and related articles" />
      {loaded ? (
        <FaultCodeManager
          codes={loaded[0]}
          articles={loaded[1]}
          contentOptions={loaded[2]}
          actions={{
            save: saveFaultCode,
            previewCsv: previewFaultCodeCsv,
            importCsv: importFaultCodeCsv,
            exportCsv: exportFaultCodeCsv,
            relations: { load: loadFaultCodeRelations, set: setFaultCodeRelation, clear: clearFaultCodeRelation },
          }}
        />
      ) : (
        <LoadFailed message={FAULT_CODE_MESSAGES.loadFailed} />
      )}
    </div>
  );
}
