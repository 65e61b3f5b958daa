'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { CALCULATOR_LOAD_MESSAGES } from '@/lib/validations/calculator-load-messages';

export default function BatteryDegradationError(props: ErrorBoundaryProps) {
  return (
    <ErrorScreen
      {...props}
      title="EV Battery Degradation Calculator"
      message={`${CALCULATOR_LOAD_MESSAGES.loadModelsFailed}. Please try again later.`}
      toastMessage={CALCULATOR_LOAD_MESSAGES.loadModelsFailed}
    />
  );
}
