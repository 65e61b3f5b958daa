'use client';

import { usePathname } from 'next/navigation';
import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { ERROR_SCREENS } from '@/components/layout/status-screens';

/**
 * The site's boundary, and the one for the two failures that cannot have their own: the home page (its
 * segment is the site's) and the glossary's list (a layout's failure goes to the boundary above it).
 */
export default function SiteError(props: ErrorBoundaryProps) {
  const pathname = usePathname();
  const screen = pathname === '/' ? ERROR_SCREENS.home : pathname.startsWith('/glossary') ? ERROR_SCREENS.glossary : {};
  return <ErrorScreen {...props} {...screen} />;
}
