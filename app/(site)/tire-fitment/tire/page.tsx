import { redirect } from 'next/navigation';

export default function TireIndex() {
  redirect('/tire-fitment');
}
