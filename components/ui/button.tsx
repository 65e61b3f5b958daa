import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';

/**
 * The site's buttons, as class names so that links styled as buttons (next/link) share them.
 * Focus is always visible: keyboard users must see where they are.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:ring-brand-500',
        secondary:
          'ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:ring-brand-500 dark:ring-slate-600 dark:hover:bg-slate-800',
        danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:ring-red-500',
        ghost: 'hover:bg-slate-100 focus-visible:ring-brand-500 dark:hover:bg-slate-800',
      },
      size: {
        xs: 'px-2.5 py-1 text-xs',
        sm: 'px-2 py-1 text-sm',
        md: 'px-4 py-2 text-sm',
        lg: 'px-4 py-3 text-base',
      },
      block: { true: 'w-full', false: '' },
    },
    defaultVariants: { variant: 'primary', size: 'md', block: false },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={clsx(buttonVariants({ variant, size, block }), className)} {...props} />;
}
