import { NotFoundContent } from '@/components/layout/status-screens';

export default function NotFound() {
  return <NotFoundContent />;
}
