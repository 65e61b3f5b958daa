'use client';

import { ErrorScreen } from '@/components/layout/error-screen';
import { ERROR_SCREENS } from '@/components/layout/status-screens';

export default function GuideError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen {...props} {...ERROR_SCREENS.guide} toastMessage={ERROR_SCREENS.guide.message} retry="reload" />;
}
