'use client';

import { usePathname } from 'next/navigation';
import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { ERROR_SCREENS } from '@/components/layout/status-screens';
import { CALCULATOR_LOAD_MESSAGES } from '@/lib/validations/calculator-load-messages';

const calculatorScreen = (title: string, failure: string) => ({
  title,
  message: `${failure}. Please try again later.`,
  toastMessage: failure,
});

/**
 * Pages whose failure this boundary shows with the page's own title and message. The calculators' screens
 * are here rather than in ERROR_SCREENS: every other boundary's chunk carries its own copy of that table.
 */
const SCREEN_BY_PATH: Record<string, { title: string; message: string; toastMessage?: string }> = {
  '/': ERROR_SCREENS.home,
  '/range-tool': calculatorScreen('EV Range & Charging Cost Comparison', CALCULATOR_LOAD_MESSAGES.loadFailed),
  '/battery-degradation': calculatorScreen(
    'EV Battery Degradation Calculator',
    CALCULATOR_LOAD_MESSAGES.loadModelsFailed,
  ),
  '/tire-calculator': calculatorScreen(
    'RangeBoost: EV Tire Pressure Range Calculator',
    CALCULATOR_LOAD_MESSAGES.loadModelsFailed,
  ),
};

/**
 * The site's boundary, and the one for the failures that have no boundary of their own: the home page (its
 * segment is the site's), the glossary's list (a layout's failure goes to the boundary above it) and the
 * three calculators. A calculator's own boundary would ship a second copy of the error screen's script in
 * its first load (Turbopack gives each boundary its own chunk), so they share this one.
 */
export default function SiteError(props: ErrorBoundaryProps) {
  const pathname = usePathname();
  const screen = pathname.startsWith('/glossary') ? ERROR_SCREENS.glossary : (SCREEN_BY_PATH[pathname] ?? {});
  return <ErrorScreen {...props} {...screen} />;
}
