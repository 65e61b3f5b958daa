import { requireAdminPage } from '@/lib/auth';

export const dynamic = 'force-dynamic';

/** Every screen below is the administrator's only; each page and action checks again on its own. */
export default async function GuardedAdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage();
  return children;
}
