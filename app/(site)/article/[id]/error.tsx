'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { ERROR_SCREENS } from '@/components/layout/status-screens';

/** A failed load shows the spec's 'Article Not Found' screen with the load message, and a toast. */
export default function ArticleError(props: ErrorBoundaryProps) {
  return <ErrorScreen {...props} {...ERROR_SCREENS.article} toastMessage={ERROR_SCREENS.article.message} />;
}
