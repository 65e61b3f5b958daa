import { Link } from '@/components/ui/site-link';
import { Sparkles as SparklesNode } from 'lucide';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button';
import { PickOfTheDay } from '@/components/glossary/pick-of-the-day';
import { lucideIcon } from '@/components/ui/icon';

const Sparkles = lucideIcon(SparklesNode);

export interface WordOfDayPick {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  id: number;
  term: string;
  summary: string;
}

interface WordOfTheDayProps {
  /** Today's pick first, then tomorrow's (a cached page can outlive midnight UTC). */
  picks: WordOfDayPick[];
  className?: string;
}

/**
 * The term of the UTC day, the same for every visitor; 'Learn More' opens it in the glossary. Each pick is
 * rendered here, on the server; the browser only chooses the one for its current UTC day (`PickOfTheDay`).
 */
export function WordOfTheDay({ picks, className }: WordOfTheDayProps) {
  const box = clsx('rounded-xl border border-brand-500/30 bg-brand-50 p-5 dark:bg-slate-900', className);
  if (picks.length === 0) return null;
  return (
    <PickOfTheDay
      picks={picks.map((pick) => ({
        day: pick.day,
        content: (
          <section aria-labelledby="word-of-the-day" className={box} data-testid="word-of-the-day">
            <h2 id="word-of-the-day" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-500">
              <Sparkles className="size-4" aria-hidden />
              Word of the Day
            </h2>
            <p className="mt-2 text-lg font-bold">{pick.term}</p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{pick.summary}</p>
            <Link
              href={`/glossary/${pick.id}`}
              scroll={false}
              className={buttonVariants({ className: 'mt-3' })}
              aria-label={`Learn More about ${pick.term}`}
            >
              Learn More
              {/* The term in the link's text too, not only in its label: search engines read the text. */}
              <span className="sr-only"> about {pick.term}</span>
            </Link>
          </section>
        ),
      }))}
    />
  );
}
