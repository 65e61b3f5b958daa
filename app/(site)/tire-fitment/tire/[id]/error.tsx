'use client';

import { FitmentLoadError } from '@/components/tires/load-error';

export default function TireError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <FitmentLoadError
      message="Failed to load tire details. Please try again later."
      error={error}
      reset={reset}
    />
  );
}
