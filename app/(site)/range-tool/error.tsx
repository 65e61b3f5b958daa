'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { CALCULATOR_LOAD_MESSAGES } from '@/lib/validations/calculator-load-messages';

export default function RangeToolError(props: ErrorBoundaryProps) {
  return (
    <ErrorScreen
      {...props}
      title="EV Range & Charging Cost Comparison"
      message={`${CALCULATOR_LOAD_MESSAGES.loadFailed}. Please try again later.`}
      toastMessage={CALCULATOR_LOAD_MESSAGES.loadFailed}
    />
  );
}
