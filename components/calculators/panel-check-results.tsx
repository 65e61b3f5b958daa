'use client';

import { useId, useState } from 'react';
import { formatNumber } from '@/components/calculators/format';
import { cardClass } from '@/components/calculators/ui';
import { Link } from '@/components/ui/link';
import {
  PANEL_CONSTANTS,
  houseVerdict,
  panelAdvice,
  panelVerdict,
  type PanelResult,
} from '@/lib/calculators/panel-check';
import { US_STATES } from '@/lib/installers/application-fields';
import { nearestStatesWith } from '@/lib/installers/state-borders';
import { SelectField } from '@/components/ui/field';

const va = (value: number) => `${formatNumber(value)} VA`;
const amps = (value: number) => `${formatNumber(value, 1)} A`;

export const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-500';

const installersHref = (state: string) => `/installers?state=${encodeURIComponent(state)}`;

/** The verdict's colour: the card here and the answer above the form. */
export const verdictBorderClass = (fits: boolean) =>
  fits ? 'border-emerald-300 dark:border-emerald-800' : 'border-red-300 dark:border-red-800';

/** The result, its arithmetic and what to do next. */
export function PanelCheckResults({
  result,
  installerStates,
}: {
  result: PanelResult;
  /** The states our installer directory has someone in: the only ones the page links to. */
  installerStates: readonly string[];
}) {
  const id = useId();
  const [state, setState] = useState('');
  const { circuit, house } = result;
  const common = PANEL_CONSTANTS.standardChargerAmps.filter((amps) => amps >= PANEL_CONSTANTS.floorAmps);
  const advice = panelAdvice(result);
  const served = new Set(installerStates);
  const nearest = state ? nearestStatesWith(state, served) : [];
  return (
    <div className="space-y-6" data-testid="panel-results">
      <section
        aria-labelledby={`${id}-verdict`}
        className={`${cardClass} ${verdictBorderClass(result.fits)}`}
      >
        <h2 id={`${id}-verdict`} className="text-xl font-semibold">
          {result.fits ? 'It fits' : 'It does not fit'}
        </h2>
        <p className="mt-2" data-testid="panel-house">
          {houseVerdict(result)}
        </p>
        <p className="mt-2" data-testid="panel-verdict">
          {panelVerdict(result)}
        </p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Without the charger</dt>
            <dd className="text-2xl font-semibold" data-testid="panel-house-amps">
              {amps(house.amps)}
            </dd>
            <dd className="text-sm text-slate-600 dark:text-slate-400">
              {va(house.demandVa)},{' '}
              {house.headroomAmps < 0 ? `${amps(-house.headroomAmps)} over` : `${amps(house.headroomAmps)} left`}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Calculated load</dt>
            <dd className="text-2xl font-semibold" data-testid="panel-amps">
              {amps(result.amps)}
            </dd>
            <dd className="text-sm text-slate-600 dark:text-slate-400">{va(result.demandVa)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Headroom</dt>
            <dd className="text-2xl font-semibold" data-testid="panel-headroom">
              {amps(result.headroomAmps)}
            </dd>
            <dd className="text-sm text-slate-600 dark:text-slate-400">
              {result.serviceAmps} A − {amps(result.amps)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Largest common setting that fits</dt>
            <dd className="text-2xl font-semibold" data-testid="panel-largest">
              {result.largestCharger === null ? 'None' : `${result.largestCharger} A`}
            </dd>
            <dd className="text-sm text-slate-600 dark:text-slate-400">
              of {common.join(', ')} A; under {PANEL_CONSTANTS.floorAmps} A counts as {PANEL_CONSTANTS.floorAmps} A
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby={`${id}-steps`} className={cardClass}>
        <h2 id={`${id}-steps`} className="font-semibold">
          The arithmetic ({result.method}, {PANEL_CONSTANTS.edition})
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Section
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Load
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  How
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  VA
                </th>
              </tr>
            </thead>
            <tbody>
              {result.steps.map((step) => (
                <tr
                  key={`${step.section}-${step.label}`}
                  className="border-b border-slate-100 align-top dark:border-slate-900"
                >
                  <td className="py-2 pr-3 whitespace-nowrap">{step.section}</td>
                  <td className="py-2 pr-3">{step.label}</td>
                  <td className="py-2 pr-3 text-slate-600 dark:text-slate-400">{step.detail}</td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatNumber(step.va)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm">
          <li>
            Amps: {va(result.demandVa)} ÷ {PANEL_CONSTANTS.volts} V = {amps(result.amps)}.
          </li>
          <li>
            Verdict: {va(result.demandVa)} against the service’s {result.serviceAmps} A ×{' '}
            {PANEL_CONSTANTS.volts} V = {va(result.serviceAmps * PANEL_CONSTANTS.volts)}:{' '}
            {result.fits ? 'not over, so it fits' : 'over, so it does not fit'}.
          </li>
          <li>
            Charger circuit (625.41, 210.20(A)): {formatNumber(circuit.chargerAmps, 1)} A × 125 % ={' '}
            {formatNumber(circuit.minimumAmps, 1)} A → the next standard breaker (240.6(A)) is{' '}
            <strong data-testid="panel-breaker">{circuit.breakerAmps} A</strong>, typically on{' '}
            <strong>{circuit.conductor} copper</strong> (Table 310.16, 60 °C column; shown as typical, not as
            a design).
          </li>
        </ol>
      </section>

      {advice && (
        <section aria-labelledby={`${id}-options`} className={cardClass} data-testid="panel-options">
          <h2 id={`${id}-options`} className="font-semibold">
            When it does not fit
          </h2>
          <p className="mt-2 text-sm font-medium" data-testid="panel-advice-lead">
            {advice.lead}
          </p>
          {advice.floorNote && <p className="mt-2 text-sm">{advice.floorNote}</p>}
          <p className="mt-3 text-sm">What can make room:</p>
          <ul className="mt-1 list-disc space-y-2 pl-5 text-sm">
            {advice.options.map((option) => (
              <li key={option.key} data-testid={`panel-option-${option.key}`}>
                <strong>{option.title}.</strong> {option.text}
              </li>
            ))}
            <li>
              Never fit a larger main breaker to make room: the main breaker protects the service conductors
              and the panel, and only a service upgrade by the utility and an electrician raises the rating.
            </li>
          </ul>
        </section>
      )}

      <section aria-labelledby={`${id}-next`} className={cardClass}>
        <h2 id={`${id}-next`} className="font-semibold">
          What to do next
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-[16rem_1fr] sm:items-end">
          <SelectField
            id={`${id}-state`}
            name="state"
            label="Your state (optional)"
            value={state}
            onChange={(event) => setState(event.target.value)}
            placeholder="Any state"
            options={US_STATES.map((name) => ({ value: name, label: name }))}
          />
          <p className="text-sm" data-testid="panel-installers">
            {!state ? (
              served.size > 0 ? (
                <Link href="/installers" className={linkClass}>
                  Find an installer
                </Link>
              ) : (
                'Our installer directory has no installers yet: ask a licensed electrician.'
              )
            ) : served.has(state) ? (
              <Link href={installersHref(state)} className={linkClass}>
                Find installers in {state}
              </Link>
            ) : (
              <>
                No installer in our directory serves {state} yet: ask a licensed electrician in {state}.
                {nearest.length > 0 && (
                  <>
                    {' '}
                    The nearest states that have one:{' '}
                    {nearest.map((each, index) => (
                      <span key={each}>
                        {index > 0 ? (index === nearest.length - 1 ? ' and ' : ', ') : ''}
                        <Link href={installersHref(each)} className={linkClass}>
                          {each}
                        </Link>
                      </span>
                    ))}
                    .
                  </>
                )}
              </>
            )}
          </p>
        </div>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
          <li>
            <Link href="/charger-install/electrical-panel-upgrades" className={linkClass}>
              Electrical panel upgrades
            </Link>
          </li>
          <li>
            <Link href="/charger-install/home-installation-guide" className={linkClass}>
              Home charger installation guide
            </Link>
          </li>
          <li>
            <Link href="/charger-install/permits-regulations" className={linkClass}>
              Permits and inspections
            </Link>
          </li>
          <li>
            <Link href="/charger-install" className={linkClass}>
              All charger install guides
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
