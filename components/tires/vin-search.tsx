'use client';

import { AlertTriangle as AlertTriangleNode, CheckCircle2 as CheckCircle2Node, Search as SearchNode } from 'lucide';
import { Link } from '@/components/ui/link';
import { useId, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { VIN_MESSAGE } from '@/lib/vin/message';
import type { VinDecodeResponse } from '@/lib/vin/server/decode';
import { normalizeVin, VIN_LENGTH } from '@/lib/vin/vin';
import { lucideIcon } from '@/components/ui/icon';

const AlertTriangle = lucideIcon(AlertTriangleNode);
const CheckCircle2 = lucideIcon(CheckCircle2Node);
const Search = lucideIcon(SearchNode);

const FAILED = 'Failed to decode VIN';

/**
 * The result's heading: the decoded vehicle, or the message itself when it already names the vehicle
 * ('Found 2019 Tesla Model 3'), so the panel never says the same thing twice.
 */
function vinHeading(data: VinDecodeResponse['data'], message: string) {
  const title = [data?.year, data?.make, data?.model].filter(Boolean).join(' ');
  return title && !message.includes(title) ? title : message;
}

const secondary =
  'mt-3 inline-block text-sm font-medium text-brand-700 underline focus-visible:outline-2 dark:text-brand-500';

/** The trims or versions the decoded VIN may also be, after the one assumed. */
function OtherChoices({ question, choices }: { question: string; choices: { href: string; label: string }[] }) {
  if (choices.length === 0) return null;
  return (
    <div className="mt-3 text-sm">
      <p>{question}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {choices.map((choice) => (
          <li key={choice.href}>
            <Link href={choice.href} className="text-brand-700 underline dark:text-brand-500">
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where a decoded VIN leads: the vehicle page when a source gives its size; else the EV's page, which says the
 * size is not published and how to read it; else the models of its make, or the search by tire size.
 * docs/product/tire-directory.md § VIN.
 */
function VinNextStep({ result }: { result: VinDecodeResponse }) {
  if (result.vehicleExists && result.vehicleId) {
    const [assumed, ...others] = result.trims ?? [];
    return (
      <div>
        {assumed ? (
          <p className="mt-2 text-sm" data-testid="vin-assumed-trim">
            A VIN seldom names the trim: we assumed the <strong>{assumed.trim}</strong> ({assumed.oemTireSize}).
          </p>
        ) : null}
        <Link
          href={`/tire-fitment/vehicle/${result.vehicleId}`}
          className={buttonVariants({ className: 'mt-3' })}
        >
          View Compatible Tires
        </Link>
        <OtherChoices
          question="Another trim?"
          choices={others.map((trim) => ({ href: `/tire-fitment/vehicle/${trim.id}`, label: `${trim.trim} (${trim.oemTireSize})` }))}
        />
      </div>
    );
  }
  const bySize = (
    <Link href="/tire-fitment?tab=tire" className={secondary}>
      Search by tire size
    </Link>
  );
  const [ev, ...others] = result.evModels;
  if (ev) {
    return (
      <div>
        {others.length > 0 ? (
          <p className="mt-2 text-sm" data-testid="vin-assumed-trim">
            A VIN seldom names the version: we assumed the <strong>{ev.model}</strong>.
          </p>
        ) : null}
        <div className="flex flex-wrap items-baseline gap-x-4">
          <Link href={`/tire-fitment/ev/${ev.id}`} className={buttonVariants({ className: 'mt-3' })}>
            Tire Size and Wheels of This EV
          </Link>
          {bySize}
        </div>
        <OtherChoices
          question="Another version?"
          choices={others.map((other) => ({ href: `/tire-fitment/ev/${other.id}`, label: other.model }))}
        />
      </div>
    );
  }
  const make = result.data?.model === null ? result.data.make : null;
  return (
    <div className="flex flex-wrap items-baseline gap-x-4">
      {make ? (
        <Link href={`/tire-fitment?tab=vehicle&make=${encodeURIComponent(make)}`} className={secondary}>
          Choose the {make} model
        </Link>
      ) : null}
      {bySize}
    </div>
  );
}

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; result: VinDecodeResponse };

export function VinSearch() {
  const id = useId();
  const [vin, setVin] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const valid = vin.length === VIN_LENGTH;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setState({ kind: 'loading' });
    let result: VinDecodeResponse;
    try {
      const response = await fetch('/api/vin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ vin }),
      });
      result = (await response.json()) as VinDecodeResponse;
    } catch {
      result = {
        success: false,
        message: FAILED,
        data: null,
        vehicleExists: false,
        vehicleId: null,
        source: null,
        evModels: [],
      };
    }
    setState({ kind: 'done', result });
  }

  const result = state.kind === 'done' ? state.result : null;
  return (
    <div className="max-w-2xl">
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${id}-vin`} className="text-sm font-medium">
          Vehicle Identification Number (VIN)
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-vin`}
            name="vin"
            value={vin}
            onChange={(event) => setVin(normalizeVin(event.target.value).slice(0, VIN_LENGTH))}
            maxLength={VIN_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 5YJ3E1EA7KF000000"
            aria-describedby={`${id}-help ${id}-error`}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono tracking-wider uppercase dark:border-slate-700 dark:bg-slate-900"
          />
          <Button type="submit" disabled={!valid || state.kind === 'loading'}>
            <Search className="size-4" aria-hidden />
            {state.kind === 'loading' ? 'Searching...' : 'Search'}
          </Button>
        </div>
        <p id={`${id}-error`} className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          {vin.length > 0 && !valid ? VIN_MESSAGE : `${vin.length}/${VIN_LENGTH} characters`}
        </p>
      </form>
      <p id={`${id}-help`} className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Where to find your VIN: at the base of the windshield on the driver&apos;s side (read it from
        outside), on the driver door jamb sticker, on the registration or insurance card, and in most EV apps
        under vehicle details.
      </p>
      <div aria-live="polite" className="mt-4">
        {result && !result.success ? (
          <div
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/40"
          >
            <h3 className="flex items-center gap-2 font-semibold text-red-800 dark:text-red-200">
              <AlertTriangle className="size-5" aria-hidden />
              VIN Decoding Failed
            </h3>
            <p className="mt-1 text-sm">{result.message || FAILED}</p>
          </div>
        ) : null}
        {result?.success ? (
          <div
            className="rounded-xl border border-brand-500 bg-brand-50 p-4 dark:bg-brand-800/20"
            data-testid="vin-result"
          >
            <h3 className="flex items-center gap-2 font-semibold">
              <CheckCircle2 className="size-5 text-brand-600" aria-hidden />
              {vinHeading(result.data, result.message)}
            </h3>
            {vinHeading(result.data, result.message) !== result.message && (
              <p className="mt-1 text-sm">{result.message}</p>
            )}
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              Decoded by: <span data-testid="vin-source">{result.source}</span>
              {result.source === 'offline'
                ? ' (NHTSA vPIC did not answer, so the manufacturer and model codes were read from our own table)'
                : null}
            </p>
            <VinNextStep result={result} />
            {result.evModels.length > 0 && (
              <div className="mt-4" data-testid="vin-ev-models">
                <p className="text-sm font-medium">Range and charging cost of its EPA-rated versions:</p>
                <ul className="mt-1 space-y-1 text-sm">
                  {result.evModels.map((model) => (
                    <li key={model.id}>
                      <Link
                        href={`/range-tool?id=${model.id}`}
                        className="text-brand-700 underline dark:text-brand-500"
                      >
                        {model.model}
                      </Link>{' '}
                      <span className="text-slate-500">({Math.round(model.epaRangeMiles)} mi EPA range)</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
