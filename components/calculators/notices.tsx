import { AlertTriangle as AlertTriangleNode } from 'lucide';
import { lucideIcon } from '@/components/ui/icon';

const AlertTriangle = lucideIcon(AlertTriangleNode);

/** Problems with the link's parameters: each names what was wrong and what the form uses instead. */
export function ParameterNotices({ issues }: { issues: string[] }) {
  if (issues.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="parameter-notices"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4" aria-hidden />
        Some values in this link could not be used
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {[...new Set(issues)].map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </div>
  );
}
