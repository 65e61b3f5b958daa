import { BackToDashboard } from '@/components/admin/back-to-dashboard';

export function AdminPageHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <BackToDashboard />
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <p className="text-slate-600 dark:text-slate-400">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
