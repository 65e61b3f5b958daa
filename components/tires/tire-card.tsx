import { Link } from '@/components/ui/site-link';
import { EvBadge } from '@/components/tires/badges';
import { TireImage } from '@/components/tires/tire-image';
import type { Tire } from '@/lib/tires/types';

export function TireCard({ tire }: { tire: Tire }) {
  return (
    <Link
      href={`/tire-fitment/tire/${tire.id}`}
      className="flex h-full gap-4 rounded-xl border border-slate-200 p-4 hover:border-brand-500 hover:shadow dark:border-slate-800"
      data-testid="tire-card"
    >
      <TireImage
        src={tire.imageUrl}
        alt={`${tire.brand} ${tire.model}`}
        size={tire.size}
        service={`${tire.loadIndex}${tire.speedRating}`}
        className="size-20 shrink-0"
      />
      <div className="min-w-0">
        <p className="text-sm text-slate-500 dark:text-slate-400">{tire.brand}</p>
        <h3 className="font-semibold">{tire.model}</h3>
        <p className="mt-1 text-sm">
          {tire.size} · {tire.loadIndex}
          {tire.speedRating}
        </p>
        {tire.isEvRated ? (
          <div className="mt-2">
            <EvBadge />
          </div>
        ) : null}
      </div>
    </Link>
  );
}

TireCard.Skeleton = function TireCardSkeleton() {
  return (
    <div className="flex gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-hidden>
      <div className="size-20 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      <div className="flex-1 space-y-2">
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
};
