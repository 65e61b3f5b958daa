'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { ERROR_SCREENS } from '@/components/layout/status-screens';

/** The spec sends a category that failed to load back to the category grid. */
export default function CategoryError(props: ErrorBoundaryProps) {
  const router = useRouter();
  useEffect(() => router.replace('/categories'), [router]);
  return <ErrorScreen {...props} {...ERROR_SCREENS.categories} />;
}
