'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { ERROR_SCREENS } from '@/components/layout/status-screens';

export default function GuideError(props: ErrorBoundaryProps) {
  return <ErrorScreen {...props} {...ERROR_SCREENS.guide} toastMessage={ERROR_SCREENS.guide.message} />;
}
