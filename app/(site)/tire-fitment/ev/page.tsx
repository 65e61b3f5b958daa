import { redirect } from 'next/navigation';

export default function EvIndex() {
  redirect('/tire-fitment');
}
