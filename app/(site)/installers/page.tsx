import { parseInstallerFilters } from '@/components/installers/installer-filters';
import { INSTALLERS_METADATA, InstallersView } from '@/app/(site)/installers/installers-view';
import { StaticCopyCheck } from '@/components/content/static-copy-check';

export const revalidate = 3600;

export const metadata = INSTALLERS_METADATA;

export default function InstallersPage() {
  return (
    <>
      <InstallersView filters={parseInstallerFilters({})} />
      <StaticCopyCheck />
    </>
  );
}
