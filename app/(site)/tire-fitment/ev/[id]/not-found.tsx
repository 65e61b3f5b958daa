import { StatusScreen } from '@/components/layout/status-screen';
import { NOT_FOUND_SCREENS } from '@/components/layout/status-screens';

export default function EvNotFound() {
  return <StatusScreen {...NOT_FOUND_SCREENS.vehicle} />;
}
