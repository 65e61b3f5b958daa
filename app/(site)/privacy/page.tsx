import type { Metadata } from 'next';
import { LegalPage } from '@/components/layout/legal-page';
import { env } from '@/lib/env';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: 'What this site stores about visitors, why, and how to have it removed.',
  alternates: { canonical: '/privacy' },
};

export default function PrivacyPage() {
  const { CONTACT_EMAIL, NEXT_PUBLIC_SITE_NAME } = env();
  return (
    <LegalPage title="Privacy Policy" updated="2026-11-22">
      <p>
        {NEXT_PUBLIC_SITE_NAME} can be read without an account. This page lists everything the site stores and
        why.
      </p>
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Newsletter:</strong> the e-mail address you enter in the Subscribe form and the date, only to
          send the newsletter.
        </li>
        <li>
          <strong>Installer applications:</strong> the business and contact details, files and message you send
          through the installer application form, so that we can review and publish your listing.
        </li>
        <li>
          <strong>Tire fitment suggestions:</strong> the vehicle and tire details and comments you submit.
        </li>
        <li>
          <strong>Usage counts:</strong> anonymous counts such as how often a glossary term is opened or a
          calculator is used, and whether a term was helpful. These carry no name, e-mail or IP address.
        </li>
        <li>
          <strong>Abuse protection:</strong> a one-way hash of your IP address for up to a day, to limit how often
          forms can be submitted.
        </li>
      </ul>
      <h2>In your browser</h2>
      <p>
        Your theme choice (light or dark) is kept in your browser&apos;s local storage. The administrator&apos;s
        sign-in uses a cookie that visitors never receive.
      </p>
      <h2>Advertising and affiliate links</h2>
      <p>
        When advertising is enabled, ads are served by Google AdSense, which may use cookies under Google&apos;s
        own policy. Product links may be affiliate links: the retailer knows you came from this site.
      </p>
      <h2>Removal</h2>
      <p>
        To have your newsletter address or application removed, write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </LegalPage>
  );
}
