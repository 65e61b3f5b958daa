import type { Metadata } from 'next';
import { gzipSync } from 'node:zlib';
import { FieldKitControl } from '@/components/field-kit/field-kit-control';
import { Link } from '@/components/ui/site-link';
import { formatBytes } from '@/lib/field-kit/format';
import { readKit } from '@/lib/field-kit/server/kit-data';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Offline Field Kit',
  description: 'Save every EV fault code, the glossary, the safety articles, the panel check and tire size arithmetic on your phone, for the workshop with no signal.',
  alternates: { canonical: '/field-kit' },
};

const link = 'text-brand-700 underline hover:no-underline dark:text-brand-300';

/**
 * What the field kit is and the one control that saves it (docs/product/field-kit.md). Its size is said before
 * anything is downloaded: the data file as the network carries it (gzip), and as stored.
 */
export default async function FieldKitPage() {
  const kit = await readKit();
  const json = JSON.stringify(kit);
  const stored = Buffer.byteLength(json);
  const transfer = gzipSync(json).length;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Offline Field Kit</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Workshops, car parks and roadsides often have no signal. Save the field kit and these pages open on this device with no network:
      </p>
      <ul className="mt-4 list-disc space-y-1 pl-5">
        <li>
          every one of the {kit.codes.length.toLocaleString('en-US')} <Link href="/fault-codes" className={link}>fault codes</Link>, with its family’s
          guidance and the high-voltage notice, the code search, and what a maker’s code is;
        </li>
        <li>
          the whole <Link href="/glossary" className={link}>glossary</Link> ({kit.glossary.length.toLocaleString('en-US')} terms) and its search, misspellings
          included;
        </li>
        <li>
          the {kit.articles.length} articles, the high-voltage safety article first, and the {kit.guides.length} charger-install guides;
        </li>
        <li>
          the panel check, the <Link href="/field-kit/tires" className={link}>tire-pressure calculator and tire size
          arithmetic</Link>, which compute on the device.
        </li>
      </ul>
      <p className="mt-4">
        Size: about {formatBytes(transfer)} to download ({formatBytes(stored)} once saved), plus the offline page’s scripts. Nothing is downloaded until you
        save it. Any other page, offline, says what is saved and when.
      </p>
      <p className="mt-2">
        Kept current: when you visit with a connection, the kit asks whether the site has changed (a few bytes, skipped when your browser asks to
        save data) and refreshes itself in the background. It keeps nothing of your own: no sign-in, no form, no search you typed.
      </p>
      <FieldKitControl dataBytes={stored} />
    </div>
  );
}
