import { redirect } from 'next/navigation';

export default function VehicleIndex() {
  redirect('/tire-fitment');
}
