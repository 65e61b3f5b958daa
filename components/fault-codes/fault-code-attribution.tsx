/** The credit every fault-code page carries (docs/product/fault-codes.md § Attribution). */
export function FaultCodeAttribution({ className }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-600 dark:text-slate-400 ${className ?? ''}`}>
      Code titles: SAE J2012, via the{' '}
      <a href="https://github.com/Wal33D/dtc-database" className="underline hover:no-underline" rel="noopener noreferrer">
        dtc-database project
      </a>{' '}
      (MIT licence). A title names the circuit or condition a controller flagged, not its cause or its repair.
    </p>
  );
}
