import { Mail as MailNode, Share2 as Share2Node } from 'lucide';
import { clsx } from 'clsx';
import { shareTargets } from '@/components/share/share-links';
import { buttonVariants } from '@/components/ui/button';
import { lucideIcon } from '@/components/ui/icon';

const Mail = lucideIcon(MailNode);
const Share2 = lucideIcon(Share2Node);

interface ShareButtonsProps {
  url: string;
  title: string;
  networks?: ('facebook' | 'twitter' | 'linkedin' | 'email')[];
  className?: string;
}

const LABELS = { facebook: 'Facebook', twitter: 'X (Twitter)', linkedin: 'LinkedIn', email: 'E-mail' } as const;
const ICONS = { facebook: Share2, twitter: Share2, linkedin: Share2, email: Mail } as const;

/** Plain links to each network's share page: they work without JavaScript. */
export function ShareButtons({ url, title, networks = ['facebook', 'twitter', 'linkedin', 'email'], className }: ShareButtonsProps) {
  const targets = shareTargets(url, title);
  return (
    <ul className={clsx('flex flex-wrap gap-2', className)} aria-label="Share">
      {networks.map((network) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={targets[network]}
              target={network === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'secondary' })}
            >
              <Icon className="size-4" aria-hidden />
              <span>Share on {LABELS[network]}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
