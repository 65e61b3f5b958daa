'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { CALCULATOR_MESSAGES } from '@/lib/validations/calculators';

export default function RangeToolError(props: ErrorBoundaryProps) {
  return (
    <ErrorScreen
      {...props}
      title="EV Range & Charging Cost Comparison"
      message={`${CALCULATOR_MESSAGES.loadFailed}. Please try again later.`}
      toastMessage={CALCULATOR_MESSAGES.loadFailed}
    />
  );
}
