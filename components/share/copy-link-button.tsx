import { Check as CheckNode, Link as LinkIconNode } from 'lucide';
import { CopyButton, type CopyButtonProps } from '@/components/share/copy-button';
import { buttonVariants } from '@/components/ui/button';
import { lucideIcon } from '@/components/ui/icon';

const Check = lucideIcon(CheckNode);
const LinkIcon = lucideIcon(LinkIconNode);

/**
 * The Copy Link button. Its icons and classes are worked out here, on the server where a page places it, so
 * the browser's part of the button carries only what the click does.
 */
export function CopyLinkButton({
  label = 'Copy Link',
  className,
  ...props
}: Omit<CopyButtonProps, 'label' | 'className' | 'icon' | 'copiedIcon'> & { label?: string; className?: string }) {
  return (
    <CopyButton
      {...props}
      label={label}
      className={buttonVariants({ variant: 'secondary', className })}
      icon={<LinkIcon className="size-4" aria-hidden />}
      copiedIcon={<Check className="size-4 text-brand-600" aria-hidden />}
    />
  );
}
