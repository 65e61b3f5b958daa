import { SearchX } from 'lucide-react';

export function EmptyState({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <SearchX className="size-8 text-slate-400" aria-hidden />
      <p className="mt-3 text-slate-600 dark:text-slate-400">{message}</p>
    </div>
  );
}
