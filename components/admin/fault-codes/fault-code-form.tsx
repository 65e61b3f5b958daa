'use client';

import {
  RelationOverridesEditor,
  type RelationActions,
  type RelationContentOption,
} from '@/components/admin/fault-codes/relation-overrides-editor';
import { TableForm, type FormField, type FormSection, type SaveAction } from '@/components/admin/table/table-form';
import { FieldError } from '@/components/ui/field';
import type { AdminFaultCode } from '@/lib/fault-codes/types';
import {
  FAULT_CODE_MESSAGES,
  FAULT_NOTES_MAX,
  FAULT_RELATED_MAX,
  parseArticleIds,
  parseFaultCodeForm,
  type FaultCodeFormInput,
} from '@/lib/admin/fault-code';

export type SaveFaultCodeAction = SaveAction<FaultCodeFormInput>;
export interface ArticleOption {
  id: number;
  title: string;
  published: boolean;
}

type Fields = Record<'code' | 'title' | 'likelyCauses' | 'firstChecks' | 'relatedArticleIds', string>;

const NOTES_HINT = 'Shown on the public page as written by the site’s operator. Plain text; say what is likely, not what is certain.';

/** The operator's related articles: a checkbox per article, kept in the form as the ids the CSV column holds. */
function RelatedArticles({ articles, section }: { articles: ArticleOption[]; section: FormSection<Fields> }) {
  const { fields, setField, problems } = section;
  const { id, error } = problems.field('relatedArticleIds');
  const chosen = new Set(parseArticleIds(fields.relatedArticleIds) ?? []);
  const toggle = (id: number, on: boolean) => {
    const ids = [...chosen].filter((other) => other !== id);
    setField('relatedArticleIds', (on ? [...ids, id] : ids).join(';'));
  };
  return (
    <fieldset data-field="relatedArticleIds" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">Related articles (at most {FAULT_RELATED_MAX})</legend>
      {articles.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No articles yet.</p>
      ) : (
        <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-lg p-2 ring-1 ring-slate-200 dark:ring-slate-700">
          {articles.map((article) => (
            <li key={article.id}>
              <label className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.has(article.id)}
                  onChange={(event) => toggle(article.id, event.target.checked)}
                  className="size-4 rounded border-slate-300"
                />
                {article.title}
                {!article.published && <span className="text-xs text-slate-500">(draft: not shown until published)</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** Edit a code's title, notes and related articles; its code, system and published title stay the seed's. */
export function FaultCodeForm({
  code,
  articles,
  relations,
  save,
  onDone,
  onCancel,
}: {
  code: AdminFaultCode;
  articles: ArticleOption[];
  relations: { options: readonly RelationContentOption[]; actions: RelationActions };
  save: SaveFaultCodeAction;
  onDone: () => void;
  onCancel: () => void;
}) {
  const controls: FormField<Fields>[] = [
    {
      field: 'title',
      label: `Title of ${code.code}`,
      kind: 'text',
      required: true,
      wide: true,
      hint: `Published title (SAE J2012): ${code.publishedTitle}. Put it back to follow the published title again.`,
    },
    { field: 'likelyCauses', label: 'Likely causes', kind: 'textarea', rows: 4, maxLength: FAULT_NOTES_MAX, wide: true, hint: NOTES_HINT },
    { field: 'firstChecks', label: 'First checks', kind: 'textarea', rows: 4, maxLength: FAULT_NOTES_MAX, wide: true },
  ];
  return (
    <TableForm
      singular="Fault Code"
      id={code.id}
      initial={{
        code: code.code,
        title: code.title,
        likelyCauses: code.likelyCauses ?? '',
        firstChecks: code.firstChecks ?? '',
        relatedArticleIds: code.relatedArticleIds.join(';'),
      }}
      controls={controls}
      parse={(input: FaultCodeFormInput) => parseFaultCodeForm(input)}
      save={save}
      failed={{ add: FAULT_CODE_MESSAGES.updateFailed, update: FAULT_CODE_MESSAGES.updateFailed }}
      section={(section) => (
        <>
          <RelatedArticles articles={articles} section={section} />
          <RelationOverridesEditor code={code.code} options={relations.options} actions={relations.actions} />
        </>
      )}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
