import { StatusScreen } from '@/components/layout/status-screen';
import { faultCodeNotFound } from '@/components/fault-codes/not-found-screen';

export default function FaultCodeNotFound() {
  return <StatusScreen {...faultCodeNotFound()} />;
}
