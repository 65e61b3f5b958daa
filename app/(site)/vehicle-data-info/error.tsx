'use client';

import { ErrorScreen } from '@/components/layout/error-screen';

export default function VehicleDataError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen {...props} title="Error Loading Data" message="Failed to load vehicle database statistics" />;
}
