import { clsx } from 'clsx';

const ALPHABET = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

const cell = 'inline-flex size-8 items-center justify-center rounded-md text-sm';

/**
 * The A–Z index above the glossary: every letter of the alphabet (and any other heading the glossary has,
 * such as '#' for terms starting with a digit), each a link to its heading when terms are shown under it.
 * A letter with no terms is shown disabled and is not a link, so the keyboard only stops where a jump
 * lands somewhere.
 */
export function GlossaryIndex({ letters, withTerms }: { letters: readonly string[]; withTerms: readonly string[] }) {
  const shown = new Set(withTerms);
  const extra = letters.filter((letter) => !ALPHABET.includes(letter));
  const all = [...extra.filter((letter) => letter === '#'), ...ALPHABET, ...extra.filter((letter) => letter !== '#')];
  return (
    <nav aria-label="Glossary index" className="no-print mt-4">
      <ul className="flex flex-wrap gap-1">
        {all.map((letter) => (
          <li key={letter}>
            {shown.has(letter) ? (
              <a
                href={`#letter-${letter}`}
                className={clsx(cell, 'font-bold text-brand-700 underline-offset-4 hover:bg-brand-50 hover:underline dark:text-brand-400 dark:hover:bg-slate-800')}
              >
                {letter}
              </a>
            ) : (
              <span data-disabled className={clsx(cell, 'cursor-default font-normal text-slate-500 dark:text-slate-400')}>
                {letter}
                <span className="sr-only"> (no terms)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
