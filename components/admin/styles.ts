import { buttonVariants } from '@/components/ui/button';

/** Shared class names of the back office's form controls and buttons. */
export const primaryButton = buttonVariants({ variant: 'primary' });
export const secondaryButton = buttonVariants({ variant: 'secondary' });
export const dangerButton = buttonVariants({ variant: 'danger' });
export const iconButton = buttonVariants({ variant: 'ghost', size: 'sm' });
