import { Check, Link as LinkIcon } from 'lucide-react';
import { CopyButton, type CopyButtonProps } from '@/components/share/copy-button';

/**
 * The Copy Link button. Its icons are drawn here, on the server where a page places it, so the browser's
 * part of the button carries only what the click does.
 */
export function CopyLinkButton({ label = 'Copy Link', ...props }: Omit<CopyButtonProps, 'label' | 'icon' | 'copiedIcon'> & { label?: string }) {
  return (
    <CopyButton
      {...props}
      label={label}
      icon={<LinkIcon className="size-4" aria-hidden />}
      copiedIcon={<Check className="size-4 text-brand-600" aria-hidden />}
    />
  );
}
