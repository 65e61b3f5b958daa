import { buttonVariants } from '@/components/ui/button';

/** Shared class names of the back office's form controls and buttons. */
export const fieldClass =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-600 dark:bg-slate-800';
export const primaryButton = buttonVariants({ variant: 'primary' });
export const secondaryButton = buttonVariants({ variant: 'secondary' });
export const dangerButton = buttonVariants({ variant: 'danger' });
export const iconButton = buttonVariants({ variant: 'ghost', size: 'sm' });
