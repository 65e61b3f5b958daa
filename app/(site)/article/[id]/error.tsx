'use client';

import { ErrorScreen } from '@/components/layout/error-screen';
import { ERROR_SCREENS } from '@/components/layout/status-screens';

/** A failed load shows the spec's 'Article Not Found' screen with the load message, and a toast. */
export default function ArticleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen {...props} {...ERROR_SCREENS.article} toastMessage={ERROR_SCREENS.article.message} retry="reload" />;
}
