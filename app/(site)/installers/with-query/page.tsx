import { parseInstallerFilters } from '@/components/installers/installer-filters';
import { INSTALLERS_METADATA, InstallersView } from '@/app/(site)/installers/installers-view';

export const metadata = INSTALLERS_METADATA;

/** /installers?state=…&cert=…, rewritten here by the proxy so that /installers itself stays static. */
export default async function FilteredInstallersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <InstallersView filters={parseInstallerFilters(await searchParams)} />;
}
