/**
 * The framework's floor for any page rendered on a request, cached or not: the empty page of `rendered/0`, rendered
 * on every request and never written to a cache.
 */
export const dynamic = 'force-dynamic';

export default async function PerRequestPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Rendered for {key}</h1>
    </main>
  );
}
