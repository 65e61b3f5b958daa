'use client';

import { ErrorScreen } from '@/components/layout/error-screen';
import { ERROR_SCREENS } from '@/components/layout/status-screens';

export default function VehicleDataError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen {...props} {...ERROR_SCREENS.vehicleData} />;
}
