import { clsx } from 'clsx';
import { FileQuestion as FileQuestionNode } from 'lucide';
import { Link } from '@/components/ui/site-link';
import { buttonVariants } from '@/components/ui/button';
import { lucideIcon } from '@/components/ui/icon';

const FileQuestion = lucideIcon(FileQuestionNode);

interface StatusLink {
  href: string;
  label: string;
}

export interface StatusScreenProps {
  title: string;
  message: string;
  /** A small line above the title ('404') for the not-found screens that the product description shows it on. */
  code?: string;
  /** The question-mark page the site's article and guide screens open with. */
  icon?: boolean;
  /** Ways out; the first is the primary button unless an action (children) comes first. */
  links?: readonly StatusLink[];
  /** Announced at once: a load that failed (not a page that does not exist). */
  alert?: boolean;
  /** 'h2' where the screen stands inside a page that has its own title. */
  heading?: 'h1' | 'h2';
  /** The screen's own action, such as 'Try Again', shown first as the primary button. */
  children?: React.ReactNode;
}

/**
 * Every not-found, error and failed-load screen of the public site: one title, the site's message and the
 * ways out. No hooks, so it renders in the server HTML (not-found pages) as well as inside client error
 * boundaries.
 */
export function StatusScreen({ title, message, code, icon, links = [], alert, heading = 'h1', children }: StatusScreenProps) {
  const Heading = heading;
  return (
    <section role={alert ? 'alert' : undefined} className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {icon && <FileQuestion className="mb-4 size-10 text-slate-400" aria-hidden />}
      {code && <p className="mb-2 text-sm font-semibold text-brand-700 dark:text-brand-400">{code}</p>}
      <Heading className={clsx('font-bold', heading === 'h1' ? 'text-3xl' : 'text-xl')}>{title}</Heading>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
      {(links.length > 0 || children) && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {children}
          {links.map((link, index) => (
            <Link
              key={`${link.href}-${link.label}`}
              href={link.href}
              className={buttonVariants({ variant: index === 0 && !children ? 'primary' : 'secondary' })}
            >
              {link.label}
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
