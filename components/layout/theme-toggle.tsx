'use client';

import { useTheme } from 'next-themes';

/**
 * Switches the theme with transitions held off until the new colours have been painted, so hover and
 * focus colour transitions do not fade the whole page. next-themes can do this itself
 * (`disableTransitionOnChange`), but it then does it on every page load as well: two style
 * recalculations of the whole document while the page hydrates.
 */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  change();
  // React applies the new class after this handler returns; two frames later it has been painted.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

/** `children` are the sun and moon icons, rendered on the server: CSS shows the one for the current theme. */
export function ThemeToggle({ children }: { children: React.ReactNode }) {
  const { resolvedTheme, setTheme } = useTheme();
  const next = resolvedTheme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => withoutTransitions(() => setTheme(next))}
      // The theme is unknown while the server renders, so the name must not depend on it.
      aria-label="Switch between light and dark theme"
      data-testid="theme-toggle"
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {children}
    </button>
  );
}
