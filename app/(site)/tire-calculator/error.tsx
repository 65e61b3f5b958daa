'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { CALCULATOR_LOAD_MESSAGES } from '@/lib/validations/calculator-load-messages';

export default function TireCalculatorError(props: ErrorBoundaryProps) {
  return (
    <ErrorScreen
      {...props}
      title="RangeBoost: EV Tire Pressure Range Calculator"
      message={`${CALCULATOR_LOAD_MESSAGES.loadModelsFailed}. Please try again later.`}
      toastMessage={CALCULATOR_LOAD_MESSAGES.loadModelsFailed}
    />
  );
}
