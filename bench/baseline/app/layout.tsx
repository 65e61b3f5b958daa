/**
 * The framework's own floor for the speed benches: an App Router site with nothing of ours in it, built
 * with the installed Next and React and measured by the same benches as the site, so each figure of ours
 * prints beside what an empty Next page costs on the same machine in the same run.
 */
export const metadata = { title: 'Baseline', description: 'An empty Next.js App Router page.' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
