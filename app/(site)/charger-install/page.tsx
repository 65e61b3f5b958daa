import { GUIDES_METADATA, GuidesView } from '@/app/(site)/charger-install/guides-view';

export const revalidate = 3600;

export const metadata = GUIDES_METADATA;

export default function ChargerInstallPage() {
  return <GuidesView query="" topic="" />;
}
