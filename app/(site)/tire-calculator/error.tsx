'use client';

import { ErrorScreen, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { CALCULATOR_MESSAGES } from '@/lib/validations/calculators';

export default function TireCalculatorError(props: ErrorBoundaryProps) {
  return (
    <ErrorScreen
      {...props}
      title="RangeBoost: EV Tire Pressure Range Calculator"
      message={`${CALCULATOR_MESSAGES.loadModelsFailed}. Please try again later.`}
      toastMessage={CALCULATOR_MESSAGES.loadModelsFailed}
    />
  );
}
