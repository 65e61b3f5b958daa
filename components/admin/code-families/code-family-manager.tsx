'use client';

import { CodeFamilyForm, type SaveCodeFamilyAction, type SourceOption } from '@/components/admin/code-families/code-family-form';
import { TableManager, type ListColumn, type TableActions } from '@/components/admin/table/table-manager';
import type { AdminCodeFamily } from '@/lib/fault-codes/families';
import { csvColumns } from '@/lib/admin/table';
import { CODE_FAMILY_TABLE } from '@/lib/admin/code-family';

interface CodeFamilyActions extends Omit<TableActions, 'remove'> {
  save: SaveCodeFamilyAction;
}

const COLUMNS: ListColumn<AdminCodeFamily>[] = [
  {
    header: 'Family',
    className: 'font-medium',
    cell: (family) => (
      <>
        {family.name}
        {family.edited && <span className="ml-2 text-xs font-normal text-slate-500">(edited)</span>}
      </>
    ),
  },
  { header: 'Codes', cell: (family) => family.codeCount.toLocaleString('en-US') },
  { header: 'Causes', cell: (family) => family.causes.length },
  { header: 'Checks', cell: (family) => family.checks.length },
  { header: 'Cautions', cell: (family) => family.cautions.length },
  { header: 'Sources', cell: (family) => family.sourceIds.length },
];

const editedOrNot = (family: AdminCodeFamily) => (family.edited ? 'Edited' : 'As seeded');
const searchText = (family: AdminCodeFamily) => `${family.slug} ${family.name} ${family.watches}`;

/** /admin/code-families: the back office's table screen configured for code families (edit and CSV; no add or delete). */
export function CodeFamilyManager({ families, sources, actions }: { families: AdminCodeFamily[]; sources: SourceOption[]; actions: CodeFamilyActions }) {
  return (
    <TableManager
      rows={families}
      singular="Code Family"
      plural="code families"
      filter={{ label: 'Filter by edits', allLabel: 'All Families', value: editedOrNot }}
      searchText={searchText}
      columns={COLUMNS}
      tableClassName="min-w-[40rem]"
      rowName={(family) => family.name}
      publicHref={(family) => (family.firstCode ? `/fault-codes/${family.firstCode}` : '/fault-codes')}
      csvColumns={csvColumns(CODE_FAMILY_TABLE)}
      csvNotes="Rows are matched by slug; a slug the table does not have is refused (families come from the reference data, which maps each code to one). Causes, checks, cautions and sources are lists separated by semicolons; sources are data source ids."
      actions={actions}
      form={({ row, onCancel, onDone }) =>
        row ? <CodeFamilyForm family={row} sources={sources} save={actions.save} onCancel={onCancel} onDone={onDone} /> : null
      }
    />
  );
}
