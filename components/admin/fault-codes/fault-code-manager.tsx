'use client';

import { FaultCodeForm, type ArticleOption, type SaveFaultCodeAction } from '@/components/admin/fault-codes/fault-code-form';
import type { RelationActions, RelationContentOption } from '@/components/admin/fault-codes/relation-overrides-editor';
import { TableManager, type ListColumn, type TableActions } from '@/components/admin/table/table-manager';
import { systemName } from '@/lib/fault-codes/code';
import type { AdminFaultCode } from '@/lib/fault-codes/types';
import { csvColumns } from '@/lib/admin/table';
import { FAULT_CODE_TABLE } from '@/lib/admin/fault-code';

interface FaultCodeActions extends Omit<TableActions, 'remove'> {
  save: SaveFaultCodeAction;
  relations: RelationActions;
}

const COLUMNS: ListColumn<AdminFaultCode>[] = [
  { header: 'Code', className: 'font-mono font-medium', cell: (code) => code.code },
  {
    header: 'Title',
    cell: (code) => (
      <>
        {code.title}
        {code.titleEdited && <span className="ml-2 text-xs text-slate-500">(edited)</span>}
      </>
    ),
  },
  { header: 'System', cell: (code) => systemName(code.system) },
  { header: 'High voltage', cell: (code) => (code.highVoltage ? 'Yes' : 'No') },
  { header: 'Notes', cell: (code) => (code.likelyCauses || code.firstChecks ? 'Written' : '—') },
];

const systemOfRow = (code: AdminFaultCode) => systemName(code.system);
const searchText = (code: AdminFaultCode) => `${code.code} ${code.title} ${code.publishedTitle}`;

/** /admin/fault-codes: the back office's table screen configured for fault codes (edit and CSV; no add or delete). */
export function FaultCodeManager({
  codes,
  articles,
  contentOptions,
  actions,
}: {
  codes: AdminFaultCode[];
  articles: ArticleOption[];
  contentOptions: RelationContentOption[];
  actions: FaultCodeActions;
}) {
  return (
    <TableManager
      rows={codes}
      singular="Fault Code"
      plural="fault codes"
      filter={{ label: 'Filter by system', allLabel: 'All Systems', value: systemOfRow }}
      searchText={searchText}
      columns={COLUMNS}
      tableClassName="min-w-[48rem]"
      rowName={(code) => code.code}
      publicHref={(code) => `/fault-codes/${code.code}`}
      csvColumns={csvColumns(FAULT_CODE_TABLE)}
      csvNotes="Rows are matched by code; a code the table does not have is refused (codes come from SAE J2012 through the seed). Related articles are article ids separated by semicolons. Blank notes are stored as none."
      actions={actions}
      form={({ row, onCancel, onDone }) =>
        row ? (
          <FaultCodeForm
            code={row}
            articles={articles}
            relations={{ options: contentOptions, actions: actions.relations }}
            save={actions.save}
            onCancel={onCancel}
            onDone={onDone}
          />
        ) : null
      }
    />
  );
}
