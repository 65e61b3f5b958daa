import type { Metadata } from 'next';
import { LegalPage } from '@/components/layout/legal-page';
import { env } from '@/lib/env';

export const metadata: Metadata = {
  title: 'Terms of Service',
  description: 'The terms for using the guides, data and calculators on this site.',
  alternates: { canonical: '/terms' },
};

export default function TermsPage() {
  const { CONTACT_EMAIL, NEXT_PUBLIC_SITE_NAME } = env();
  return (
    <LegalPage title="Terms of Service" updated="2026-11-22">
      <h2>Information, not a service manual</h2>
      <p>
        {NEXT_PUBLIC_SITE_NAME} explains how electric vehicles work and how they are repaired. It does not replace
        the manufacturer&apos;s service information, training or your own judgement. High-voltage systems can
        kill: work on them only if you are trained, equipped with the right protective equipment and following
        the manufacturer&apos;s procedure.
      </p>
      <h2>Calculators and data</h2>
      <p>
        Calculator results are estimates from published figures (EPA ratings, average energy prices and the
        formulas shown on each tool). Real range, cost and battery wear depend on your vehicle, driving and
        climate. Every data source is listed on the Vehicle Data page.
      </p>
      <h2>Directory listings and links</h2>
      <p>
        Installers apply to be listed and are reviewed before they appear; a listing is not an endorsement. Some
        product links are affiliate links, and we may earn a commission from them.
      </p>
      <h2>Submissions</h2>
      <p>
        By sending an installer application or a fitment suggestion you confirm that the information is accurate
        and that you may share it with us.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </LegalPage>
  );
}
