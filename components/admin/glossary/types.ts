import type { ActionResult } from '@/lib/actions/result';
import type { GlossaryEntryInput, GlossaryImportInput, ImportReport } from '@/lib/admin/glossary';

/** An entry as the glossary screen lists and edits it. */
export interface GlossaryListEntry {
  id: number;
  term: string;
  /** Stored HTML, for the editor. */
  explanation: string;
  /** Plain text of the explanation, for the list. */
  text: string;
  categoryId: string | null;
  updatedAt: string;
  /** 'Last updated' as shown, formatted on the server so both renders agree. */
  updatedLabel: string;
}

export interface CategoryOption {
  id: string;
  name: string;
}

export interface TermName {
  id: number;
  term: string;
}

/** The screen's server actions, passed in by the page. */
export interface GlossaryActions {
  add: (input: GlossaryEntryInput) => Promise<ActionResult<{ id: number }>>;
  update: (input: GlossaryEntryInput & { id: number }) => Promise<ActionResult<{ id: number }>>;
  remove: (id: number) => Promise<ActionResult>;
  importCsv: (input: GlossaryImportInput) => Promise<ActionResult<ImportReport>>;
  removeDuplicates: () => Promise<ActionResult<{ removed: number }>>;
  loadTerms: () => Promise<ActionResult<TermName[]>>;
}
