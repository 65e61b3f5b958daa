'use client';

import { ErrorScreen } from '@/components/layout/error-screen';

export default function TireFitmentError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen {...props} title="Tire Fitment Directory" message="Failed to load initial data. Please try again later." />;
}
