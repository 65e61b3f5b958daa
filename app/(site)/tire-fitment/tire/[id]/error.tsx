'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { ERROR_SCREENS } from '@/components/layout/status-screens';

export default function TireError(props: ErrorBoundaryProps) {
  return <ErrorScreen {...props} {...ERROR_SCREENS.tire} />;
}
