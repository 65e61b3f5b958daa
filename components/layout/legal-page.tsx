export function LegalPage({ title, updated, children }: { title: string; updated: string; children: React.ReactNode }) {
  return (
    <article className="prose prose-slate mx-auto max-w-3xl px-4 py-10 dark:prose-invert">
      <h1>{title}</h1>
      <p className="text-sm text-slate-500">Last updated {updated}</p>
      {children}
    </article>
  );
}
