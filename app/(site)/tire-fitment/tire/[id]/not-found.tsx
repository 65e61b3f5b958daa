import { FitmentNotFound } from '@/components/tires/not-found-screen';

export default function TireNotFound() {
  return (
    <FitmentNotFound
      title="Tire Not Found"
      message="Tire not found. It may have been removed or the ID is invalid."
    />
  );
}
