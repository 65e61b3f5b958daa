import { ArrowUp as ArrowUpNode } from 'lucide';
import { BackToTopButton } from '@/components/content/back-to-top-button';
import { lucideIcon } from '@/components/ui/icon';

const ArrowUp = lucideIcon(ArrowUpNode);

/** The site's 'Back to top' button, shown once the page is scrolled more than 500 px. */
export function BackToTop() {
  return <BackToTopButton icon={<ArrowUp className="size-5" aria-hidden />} />;
}
