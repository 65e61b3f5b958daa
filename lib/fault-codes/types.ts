import type { FaultSystem } from '@/lib/fault-codes/code';

/** A code as a list shows it. */
export interface FaultCodeSummary {
  code: string;
  title: string;
  system: FaultSystem;
  highVoltage: boolean;
}

/** A code's page: the code, its family, and what the site's operator wrote about it. */
export interface FaultCode extends FaultCodeSummary {
  id: number;
  /** The title as SAE J2012 publishes it (the shown title differs only when the operator edited it). */
  publishedTitle: string;
  likelyCauses: string | null;
  firstChecks: string | null;
  notesUpdatedAt: string | null;
  /** The same circuit's other codes (low, high, range/performance…). */
  family: FaultCodeSummary[];
  /** Published articles the operator linked to the code. */
  relatedArticles: { id: number; title: string }[];
  source: { name: string; url: string } | null;
}

export interface FaultSystemCount {
  system: FaultSystem;
  count: number;
  highVoltage: number;
}

/** A code in the back office's list. */
export interface AdminFaultCode extends FaultCodeSummary {
  id: number;
  publishedTitle: string;
  likelyCauses: string | null;
  firstChecks: string | null;
  relatedArticleIds: number[];
  titleEdited: boolean;
}
