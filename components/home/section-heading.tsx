import { Link } from '@/components/ui/site-link';

export function SectionHeading({ id, title, href }: { id: string; title: string; href: string }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <Link href={href} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500" aria-label={`View All ${title.replace('Latest ', '')}`}>
        View All
      </Link>
    </div>
  );
}
