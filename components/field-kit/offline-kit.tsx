/* eslint-disable @next/next/no-html-link-for-pages -- offline, a link is a full page load that the service worker answers from the kit, not a router request that would fail */
'use client';

import { useEffect, useState } from 'react';
import { CodeFormatAnswer } from '@/components/fault-codes/code-format-answer';
import { KitCodeSearch } from '@/components/field-kit/kit-code-search';
import { KitFaultCode } from '@/components/field-kit/kit-fault-code';
import { KitGlossary } from '@/components/field-kit/kit-glossary';
import { KitReading, KitReadingList } from '@/components/field-kit/kit-reading';
import { readCodeFormat } from '@/lib/fault-codes/format';
import { formatSavedDate } from '@/lib/field-kit/format';
import { kitRouteOf, type KitRoute } from '@/lib/field-kit/routes';
import { KIT_DATA_URL, savedKit, type KitNote } from '@/lib/field-kit/store';
import type { KitData } from '@/lib/field-kit/types';
import { formatDecimal } from '@/lib/number-format';

const link = 'text-brand-700 underline hover:no-underline dark:text-brand-300';

type Loaded = { kind: 'loading' } | { kind: 'none' } | { kind: 'kit'; data: KitData; note: KitNote; route: KitRoute };

/** What the kit holds, when it was saved and how to update it: the answer for any address it does not hold. */
function SavedSummary({ note, data, unsaved }: { note: KitNote; data: KitData; unsaved: boolean }) {
  return (
    <div>
      <h1 className="text-3xl font-bold">{unsaved ? 'This page is not in your field kit' : 'Your field kit'}</h1>
      {unsaved && <p className="mt-3">You are offline, and this address is not one the field kit keeps. These pages work with no network:</p>}
      <ul className="mt-4 list-disc space-y-1 pl-5">
        <li>
          <a href="/fault-codes" className={link}>
            Fault codes
          </a>
          : all {formatDecimal(data.codes.length)} codes, their search and what a maker’s code is
        </li>
        <li>
          <a href="/glossary" className={link}>
            Glossary
          </a>
          : {formatDecimal(data.glossary.length)} terms with their search
        </li>
        <li>
          <a href="/articles" className={link}>
            Articles
          </a>{' '}
          ({data.articles.length}) and{' '}
          <a href="/charger-install" className={link}>
            charger-install guides
          </a>{' '}
          ({data.guides.length})
        </li>
        <li>
          <a href="/panel-check" className={link}>
            Panel check
          </a>
          , saved whole: it computes on the device
        </li>
        <li>
          <a href="/field-kit/tires" className={link}>
            Tire size and pressure
          </a>
          : a size’s diameter, width, sidewall and revolutions per mile, and the tire-pressure calculator for every EV EPA
          rated, on the device (the tire directory’s size search and a tire-pressure link open it)
        </li>
      </ul>
      <p className="mt-4">
        Saved on {formatSavedDate(note.savedAt)}, with the site’s content of {formatSavedDate(note.generatedAt)}.
      </p>
      <p className="mt-2">
        To update it, open{' '}
        <a href="/field-kit" className={link}>
          the field kit page
        </a>{' '}
        with a connection: a newer kit is saved by itself.
      </p>
    </div>
  );
}

function KitPage({ data, note, route }: { data: KitData; note: KitNote; route: KitRoute }) {
  switch (route.kind) {
    case 'code': {
      const format = readCodeFormat(route.code);
      const code = format.kind === 'code' ? data.codes.find((candidate) => candidate.code === format.code) : undefined;
      if (code) return <KitFaultCode code={code} data={data} />;
      if (format.kind === 'code' || format.kind === 'not-a-code') return <CodeFormatAnswer format={format} headingLevel={1} />;
      return <SavedSummary note={note} data={data} unsaved />;
    }
    case 'range': {
      const format = readCodeFormat(route.code);
      if (format.kind === 'code') return <CodeFormatAnswer format={format} headingLevel={1} />;
      return <KitCodeSearch data={data} q="" system="" />;
    }
    case 'codes':
      return <KitCodeSearch data={data} q={route.q} system={route.system} />;
    case 'glossary':
      return <KitGlossary data={data} initialQuery={route.q} />;
    case 'term': {
      const term = data.glossary.find((candidate) => candidate.id === route.id);
      return term ? <KitReading title={term.term} html={term.html} back={{ href: '/glossary', label: 'All terms' }} /> : <SavedSummary note={note} data={data} unsaved />;
    }
    case 'articles':
      return <KitReadingList title="Articles" items={data.articles} />;
    case 'article': {
      const article = data.articles.find((candidate) => candidate.id === route.id);
      return article ? (
        <KitReading title={article.title} html={article.html} back={{ href: '/articles', label: 'All articles' }} />
      ) : (
        <SavedSummary note={note} data={data} unsaved />
      );
    }
    case 'guides':
      return <KitReadingList title="Charger Installation Guides" items={data.guides} />;
    case 'guide': {
      const guide = data.guides.find((candidate) => candidate.slug === route.slug);
      return guide ? (
        <KitReading title={guide.title} html={guide.html} back={{ href: '/charger-install', label: 'All guides' }} />
      ) : (
        <SavedSummary note={note} data={data} unsaved />
      );
    }
    case 'unsaved':
      return <SavedSummary note={note} data={data} unsaved={window.location.pathname !== '/field-kit/offline'} />;
  }
}

/**
 * The field kit's offline page (docs/product/field-kit.md § What works offline). The service worker answers every
 * address with it when the network does not answer; it reads the address and draws that page from the saved data
 * file, or says what is saved. Server Components cannot render offline: this is the one client page that can.
 */
export function OfflineKit() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    void (async () => {
      const kit = 'caches' in window ? await savedKit() : undefined;
      const response = await kit?.cache.match(KIT_DATA_URL);
      if (!kit || !response) {
        setLoaded({ kind: 'none' });
        return;
      }
      const data = (await response.json()) as KitData;
      setLoaded({ kind: 'kit', data, note: kit.note, route: kitRouteOf(window.location.pathname, window.location.search) });
    })();
  }, []);
  return (
    <div data-field-kit-page className="mx-auto max-w-5xl px-4 py-8">
      <p className="mb-6 rounded-lg bg-slate-100 px-4 py-2 text-sm dark:bg-slate-900">
        This page is drawn from your field kit
        {loaded.kind === 'kit' ? `, saved on ${formatSavedDate(loaded.note.savedAt)}` : ''}, without the network.
      </p>
      {loaded.kind === 'loading' && <p role="status">Opening the field kit…</p>}
      {loaded.kind === 'none' && (
        <p>
          No field kit is saved on this device. With a connection, open{' '}
          <a href="/field-kit" className={link}>
            the field kit page
          </a>{' '}
          to save one.
        </p>
      )}
      {loaded.kind === 'kit' && <KitPage data={loaded.data} note={loaded.note} route={loaded.route} />}
    </div>
  );
}
