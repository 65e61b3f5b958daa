import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { CodeFormatAnswer, formatHeading, rangeText } from '@/components/fault-codes/code-format-answer';
import { faultCodeNotFound } from '@/components/fault-codes/not-found-screen';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { Link } from '@/components/ui/site-link';
import { getFaultCode } from '@/lib/db/fault-codes';
import { env } from '@/lib/env';
import { rangeBySlug, readCodeFormat, type CodeRange } from '@/lib/fault-codes/format';

/**
 * One shared page per range of codes the site does not list (docs/product/fault-codes.md § Code formats): a maker's
 * code or a generic code of another system is answered here, its code in `?code=`. Rendered per request and kept out
 * of the index and the sitemap, so the 30,000-odd possible codes are not 30,000 cached pages.
 */

type Props = { params: Promise<{ range: string }>; searchParams: Promise<{ code?: string | string[] }> };

async function read({ params, searchParams }: Props) {
  const range = rangeBySlug((await params).range);
  const raw = (await searchParams).code;
  const format = readCodeFormat(typeof raw === 'string' ? raw.slice(0, 20) : '');
  // A code of another range is not this page's: it is answered without it.
  const code = format.kind === 'code' && range && format.range.slug === range.slug ? format : undefined;
  return { range, code };
}

const heading = (range: CodeRange) =>
  range.control === 'maker' ? `Manufacturer codes ${range.first}–${range.last}` : `Generic codes ${range.first}–${range.last}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { range, code } = await read(props);
  if (!range) return { title: 'Fault Code Not Found', robots: { index: false } };
  return {
    title: code ? formatHeading(code) : heading(range),
    description: rangeText(range, code?.code),
    robots: { index: false, follow: true },
  };
}

export default async function CodeRangePage(props: Props) {
  const { range, code } = await read(props);
  if (!range) return <NotFoundPage {...faultCodeNotFound()} />;
  // A listed EV code has its own page.
  if (code && range.control === 'generic' && (await getFaultCode(code.code))) redirect(`/fault-codes/${code.code}`);
  const link = 'text-brand-700 underline hover:no-underline dark:text-brand-300';

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs
        siteUrl={env().NEXT_PUBLIC_SITE_URL}
        items={[
          { name: 'Home', href: '/' },
          { name: 'Fault Codes', href: '/fault-codes' },
          { name: `${range.first}–${range.last}`, href: `/fault-codes/range/${range.slug}` },
        ]}
      />
      <div className="mt-6">
        {code ? (
          <CodeFormatAnswer format={code} headingLevel={1} />
        ) : (
          <>
            <h1 className="text-3xl font-bold sm:text-4xl">{heading(range)}</h1>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{rangeText(range)}</p>
          </>
        )}
      </div>
      <p className="mt-6">
        <Link href="/fault-codes" className={link}>
          The hybrid and EV codes this site lists
        </Link>
      </p>
    </div>
  );
}
