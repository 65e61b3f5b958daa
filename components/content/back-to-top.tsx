import { ArrowUp } from 'lucide-react';
import { BackToTopButton } from '@/components/content/back-to-top-button';

/** The site's 'Back to top' button, shown once the page is scrolled more than 500 px. */
export function BackToTop() {
  return <BackToTopButton icon={<ArrowUp className="size-5" aria-hidden />} />;
}
