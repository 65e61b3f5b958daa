import { FitmentNotFound } from '@/components/tires/not-found-screen';

export default function VehicleNotFound() {
  return (
    <FitmentNotFound
      title="Vehicle Not Found"
      message="Vehicle not found. It may have been removed or the ID is invalid."
    />
  );
}
