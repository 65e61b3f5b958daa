'use client';

import { useRef, useState } from 'react';
import { MAX_COMPARE } from '@/lib/tires/filters';

/**
 * Wraps the compatible-tires table: at most three tires can be ticked for the side-by-side comparison
 * (the comparison page also keeps only the first three, for script-less use).
 */
export function CompareForm({ children, buttonClassName }: { children: React.ReactNode; buttonClassName: string }) {
  const ref = useRef<HTMLFormElement>(null);
  const [count, setCount] = useState(0);
  const onChange = () => {
    const boxes = [...(ref.current?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? [])];
    const checked = boxes.filter((box) => box.checked).length;
    for (const box of boxes) box.disabled = !box.checked && checked >= MAX_COMPARE;
    setCount(checked);
  };
  return (
    <form ref={ref} action="/tire-fitment/compare" method="get" onChange={onChange}>
      {children}
      <div className="mt-3 flex items-center gap-3">
        <button type="submit" className={buttonClassName} disabled={count < 2}>
          Compare selected ({count}/{MAX_COMPARE})
        </button>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          Tick two or three tires to compare them side by side.
        </span>
      </div>
    </form>
  );
}
