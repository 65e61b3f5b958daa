/**
 * The framework's floor for a page rendered on first request and then cached (ISR), as the site's pages with a
 * query are: `rows` plain server-rendered list items (0 for an empty page; each adds about 0.7 KB of HTML), and
 * `key` makes each address a page nobody has rendered yet.
 */
export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export default async function RenderedPage({ params }: { params: Promise<{ rows: string; key: string }> }) {
  const { rows, key } = await params;
  const count = Math.min(Math.max(Number(rows) || 0, 0), 1000);
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Rendered for {key}</h1>
      <ul className="mt-2 space-y-2 text-sm">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <span className="font-medium">Row {index} of the page for {key}</span>
            <span className="block text-slate-500">A line of detail text, about as long as a comparable&apos;s figures.</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
