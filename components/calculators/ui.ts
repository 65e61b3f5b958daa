/** Class names shared by the calculator forms and cards. */
export const cardClass =
  'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-950';
export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700';
export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900';

/**
 * The id of a calculator's results, which the answer above a long form links to (the page's scroll padding keeps the
 * fixed header off them, app/globals.css).
 */
export const RESULT_ID = 'result';
