import { buttonClass } from '@/components/calculators/ui';

/** Without JavaScript a calculator's form is a plain GET form, sent with this button; with it, results follow every change. */
export function NoScriptSubmit() {
  return (
    <noscript>
      <button type="submit" className={buttonClass}>
        Update results
      </button>
    </noscript>
  );
}
