'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { CALCULATOR_MESSAGES } from '@/lib/validations/calculators';

export default function BatteryDegradationError(props: ErrorBoundaryProps) {
  return (
    <ErrorScreen
      {...props}
      title="EV Battery Degradation Calculator"
      message={`${CALCULATOR_MESSAGES.loadModelsFailed}. Please try again later.`}
      toastMessage={CALCULATOR_MESSAGES.loadModelsFailed}
    />
  );
}
