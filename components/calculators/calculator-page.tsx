import type { Metadata } from 'next';
import { ParameterNotices } from '@/components/calculators/notices';
import { SharedVehicleBox } from '@/components/calculators/shared-vehicle-box';
import { ToolJsonLd } from '@/components/calculators/tool-json-ld';
import type { MatchedBy } from '@/lib/calculators/vehicle-selection';
import { env } from '@/lib/env';

interface CalculatorPageProps {
  title: string;
  description: string;
  /** The tool's own path, for its structured data. */
  path: string;
  /** What a shared link carried, shown above the tool. */
  shared?: { vehicle: string; details: string; answer?: string; matchedBy?: MatchedBy };
  /** What was wrong with the link's values. */
  issues?: string[];
  children: React.ReactNode;
}

/** The frame every calculator page shares: structured data, title, a shared link's summary and notices. */
export function CalculatorPage({ title, description, path, shared, issues, children }: CalculatorPageProps) {
  const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <ToolJsonLd name={title} description={description} url={`${siteUrl}${path}`} />
      <header className="mb-8">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{description}</p>
      </header>
      {shared && <SharedVehicleBox {...shared} />}
      {issues && <ParameterNotices issues={issues} />}
      {children}
    </div>
  );
}

/** A calculator page's metadata: a shared link's own title, description and preview image for unfurls. */
export function calculatorMetadata({
  title,
  description,
  keywords,
  path,
  image,
}: {
  title: string;
  description: string;
  keywords: string[];
  path: string;
  image: string;
}): Metadata {
  return {
    title,
    description,
    keywords,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, images: [{ url: image, width: 1200, height: 630, alt: title }] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
