/* 'Sync Tire Data': its messages and the toast that says what a run changed. */

export const SYNC_MESSAGES = {
  failed: 'Failed to sync tire data',
  noHistory: 'No sync history available',
  historyFailed: 'Unable to fetch sync history',
  referenceMissing: 'Failed to sync tire data: the reference files (supabase/seed/reference) are not on this server',
} as const;

/** One table's part of a sync report (the seed's EditableTableReport). */
interface SyncTableCounts {
  added: number;
  updated: number;
  unchanged: number;
  keptEdits: number;
  skippedRemoved: number;
}

function describeTable(label: string, counts: SyncTableCounts): string {
  const extras = [
    counts.keptEdits > 0 ? `${counts.keptEdits} kept as you edited them` : '',
    counts.skippedRemoved > 0 ? `${counts.skippedRemoved} you removed not brought back` : '',
  ].filter(Boolean);
  return `${label}: ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} left alone${extras.length ? ` (${extras.join('; ')})` : ''}.`;
}

/** The toast after 'Sync Tire Data': where the data came from and what changed, never a bare "success". */
export function describeSync(report: { tires: SyncTableCounts; vehicles: SyncTableCounts; fitmentsAdded: number }): string {
  return [
    'No outside tire data feed is configured, so the reference files were re-applied.',
    describeTable('Tires', report.tires),
    describeTable('Vehicles', report.vehicles),
    `Fitments: ${report.fitmentsAdded} added.`,
  ].join(' ');
}
