'use client';

import { TableForm, type FormField, type SaveAction } from '@/components/admin/table/table-form';
import { FAMILY_LIMITS, type AdminCodeFamily } from '@/lib/fault-codes/families';
import { CODE_FAMILY_MESSAGES, parseCodeFamilyForm, type CodeFamilyFormInput } from '@/lib/admin/code-family';

export type SaveCodeFamilyAction = SaveAction<CodeFamilyFormInput>;
export interface SourceOption {
  id: string;
  name: string;
}

type Fields = Record<'slug' | 'name' | 'watches' | 'causes' | 'checks' | 'cautions' | 'serviceInformation' | 'sourceIds', string>;

const LIST_HINT = 'One item a line (semicolons also separate items, as in CSV files).';
const LIST_MAX = FAMILY_LIMITS.items * (FAMILY_LIMITS.item + 1);

/** Edit a family's guidance and sources; its slug, and so which codes it explains, stay the seed's. */
export function CodeFamilyForm({
  family,
  sources,
  save,
  onDone,
  onCancel,
}: {
  family: AdminCodeFamily;
  sources: SourceOption[];
  save: SaveCodeFamilyAction;
  onDone: () => void;
  onCancel: () => void;
}) {
  const controls: FormField<Fields>[] = [
    { field: 'name', label: 'Name', kind: 'text', required: true, wide: true, hint: `Shown on the page of each of its ${family.codeCount} codes.` },
    { field: 'watches', label: 'What the controller watches', kind: 'textarea', rows: 4, maxLength: FAMILY_LIMITS.paragraph, required: true, wide: true },
    { field: 'causes', label: 'Usual causes', kind: 'textarea', rows: 5, maxLength: LIST_MAX, required: true, wide: true, hint: LIST_HINT },
    {
      field: 'checks',
      label: 'How a technician confirms it',
      kind: 'textarea',
      rows: 5,
      maxLength: LIST_MAX,
      required: true,
      wide: true,
      hint: `${LIST_HINT} Name the measurement and the instrument.`,
    },
    { field: 'cautions', label: 'What not to do', kind: 'textarea', rows: 4, maxLength: LIST_MAX, required: true, wide: true, hint: LIST_HINT },
    {
      field: 'serviceInformation',
      label: 'When it is a job for the maker’s service information',
      kind: 'textarea',
      rows: 3,
      maxLength: FAMILY_LIMITS.paragraph,
      required: true,
      wide: true,
    },
    {
      field: 'sourceIds',
      label: 'Sources',
      kind: 'text',
      required: true,
      wide: true,
      hint: `Data source ids separated by semicolons. Cited by the families: ${sources.map((source) => source.id).join(', ')}.`,
    },
  ];
  return (
    <TableForm
      singular="Code Family"
      id={family.id}
      initial={{
        slug: family.slug,
        name: family.name,
        watches: family.watches,
        causes: family.causes.join('\n'),
        checks: family.checks.join('\n'),
        cautions: family.cautions.join('\n'),
        serviceInformation: family.serviceInformation,
        sourceIds: family.sourceIds.join(';'),
      }}
      controls={controls}
      parse={(input: CodeFamilyFormInput) => parseCodeFamilyForm(input)}
      save={save}
      failed={{ add: CODE_FAMILY_MESSAGES.updateFailed, update: CODE_FAMILY_MESSAGES.updateFailed }}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
