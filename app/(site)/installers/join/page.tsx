import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { submitInstallerApplication } from '@/app/(site)/installers/join/actions';
import { InstallerApplicationForm } from '@/components/installers/installer-application-form';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Join Our Installer Network',
  description:
    'Apply to list your EV charger installation business in our installer directory: service areas, certifications and listing tiers.',
  alternates: { canonical: '/installers/join' },
};

export default function InstallerJoinPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
        <Link href="/installers" className="hover:underline">
          Installers
        </Link>{' '}
        / Join
      </nav>
      <h1 className="mt-2 text-3xl font-bold">Join Our Installer Network</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        List your EV charger installation business where EV owners look for installers. Tell us where you work
        and which certifications you hold; we review every application before it appears in the directory.
        Fields marked <span className="text-red-600">*</span> are required.
      </p>
      <div className="mt-8">
        <InstallerApplicationForm action={submitInstallerApplication} />
      </div>
    </div>
  );
}
