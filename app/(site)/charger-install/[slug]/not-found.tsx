import { GuideNotFound } from '@/components/guides/guide-not-found';

export default function GuideNotFoundPage() {
  return <GuideNotFound />;
}
