import type { Metadata, Viewport } from 'next';
import { ThemeProvider } from 'next-themes';
import { AnalyticsLoader } from '@/components/analytics/analytics-loader';
import { LinkRouter } from '@/components/layout/link-router';
import { env } from '@/lib/env';
import './globals.css';

const config = env();

export const metadata: Metadata = {
  metadataBase: new URL(config.NEXT_PUBLIC_SITE_URL),
  title: {
    default: `${config.NEXT_PUBLIC_SITE_NAME}: EV repair guides, glossary and tools`,
    template: `%s | ${config.NEXT_PUBLIC_SITE_NAME}`,
  },
  description:
    'Electric vehicle repair knowledge for technicians, DIY owners and drivers: a glossary of EV repair terms, ' +
    'repair articles and videos, range, battery and tire calculators, and a tire fitment directory.',
  keywords: [
    'EV repair',
    'electric vehicle repair',
    'EV battery',
    'high voltage safety',
    'EV charging',
    'EV diagnostics',
    'EV tires',
    'EV glossary',
  ],
  applicationName: config.NEXT_PUBLIC_SITE_NAME,
  openGraph: { type: 'website', siteName: config.NEXT_PUBLIC_SITE_NAME, locale: 'en_US' },
  twitter: { card: 'summary_large_image' },
  alternates: { types: { 'application/rss+xml': '/rss.xml' } },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme">
          {children}
          <LinkRouter />
          <AnalyticsLoader />
        </ThemeProvider>
      </body>
    </html>
  );
}
