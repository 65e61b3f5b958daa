'use client';

import { usePathname } from 'next/navigation';
import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { ERROR_SCREENS } from '@/components/layout/status-screens';

/** Pages whose failure this boundary shows with the page's own title and message. */
const SCREEN_BY_PATH: Record<string, (typeof ERROR_SCREENS)[keyof typeof ERROR_SCREENS]> = {
  '/': ERROR_SCREENS.home,
  '/range-tool': ERROR_SCREENS.rangeTool,
  '/battery-degradation': ERROR_SCREENS.batteryDegradation,
  '/tire-calculator': ERROR_SCREENS.tireCalculator,
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
