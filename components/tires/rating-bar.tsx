import { NOT_RATED } from '@/lib/tires/reference';

interface RatingBarProps {
  label: string;
  /** Width in percent; null draws no bar and says 'Not rated'. */
  width: number | null;
  /** Text beside the bar, e.g. "98 · good". */
  detail?: string;
  compact?: boolean;
}

export function RatingBar({ label, width, detail, compact }: RatingBarProps) {
  return (
    <div className={compact ? 'min-w-24' : undefined}>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="font-medium text-slate-600 dark:text-slate-300">{label}</span>
        <span className="text-slate-500 dark:text-slate-400">{width === null ? NOT_RATED : detail}</span>
      </div>
      {width === null ? (
        <div
          className="mt-1 h-2 rounded-full border border-dashed border-slate-300 dark:border-slate-700"
          aria-label={`${label}: ${NOT_RATED}`}
          role="img"
        />
      ) : (
        <div
          className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-800"
          role="meter"
          aria-label={label}
          aria-valuenow={width}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={detail ? `${detail} (${width}%)` : `${width}%`}
        >
          <div className="h-2 rounded-full bg-brand-600" style={{ width: `${width}%` }} />
        </div>
      )}
    </div>
  );
}
