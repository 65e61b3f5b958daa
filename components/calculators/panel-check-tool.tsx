'use client';

import { useId, useState } from 'react';
import { linkClass, PanelCheckResults, verdictBorderClass } from '@/components/calculators/panel-check-results';
import { SharePanel } from '@/components/calculators/share-panel';
import { NoScriptSubmit } from '@/components/calculators/no-script-submit';
import { cardClass, RESULT_ID, secondaryButtonClass } from '@/components/calculators/ui';
import { useCalculatorState } from '@/components/calculators/use-calculator-state';
import {
  APPLIANCE_SUGGESTIONS,
  PANEL_CONSTANTS,
  checkPanel,
  panelVerdict,
} from '@/lib/calculators/panel-check';
import {
  APPLIANCE_LIMITS,
  PANEL_PARAMS,
  PANEL_URL,
  panelUrlOf,
  panelValuesOf,
  readPanel,
  serializePanelUrl,
  type ApplianceRow,
  type PanelMethodChoice,
  type PanelNumberField,
  type PanelValues,
} from '@/lib/calculators/forms/panel-check';
import { fieldClass, labelClass, NumberField, SelectField } from '@/components/ui/field';
import { formatDecimal } from '@/lib/number-format';

interface PanelCheckToolProps {
  initial: PanelValues;
  siteUrl: string;
  /** The states our installer directory has someone in. */
  installerStates: readonly string[];
}

/** The unit heating and cooling are typed in; the link always carries VA. */
type HvacUnit = 'va' | 'kw' | 'a';
type HvacField = 'heat' | 'cool' | 'newheat' | 'newcool';

const HVAC_UNITS: Record<HvacUnit, { label: string; short: string; va: number }> = {
  va: { label: 'VA', short: 'VA', va: 1 },
  kw: { label: 'kW', short: 'kW', va: 1000 },
  a: { label: 'A at 240 V', short: 'A', va: PANEL_CONSTANTS.volts },
};

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
/** A figure converted between units, without a binary fraction's tail (3.6 kW is 3600 VA, not 3600.0000000000005). */
const convert = (text: string, factor: number) =>
  PLAIN_DECIMAL.test(text.trim()) ? String(Number((Number(text) * factor).toFixed(4))) : text;

/** How the visitor's 220.87 peak was measured (docs/product/panel-check.md § Measured demand). */
type DemandData = 'year' | 'thirty-days' | 'none';

const METHOD_LABELS: Record<PanelMethodChoice, { title: string; hint: string }> = {
  '220.83': {
    title: 'Standard calculation (220.83)',
    hint: 'From floor area, circuits, appliances and heating or cooling.',
  },
  '220.87': {
    title: 'Measured demand (220.87)',
    hint: 'From the utility’s highest 15-minute demand of the last 12 months, for a home without solar or a battery.',
  },
};

export function PanelCheckTool({ initial, siteUrl, installerStates }: PanelCheckToolProps) {
  const id = useId();
  const [values, set] = useCalculatorState(PANEL_URL, initial, (next) => panelUrlOf(next), panelValuesOf);
  const [peakShaving, setPeakShaving] = useState(false);
  const [demandData, setDemandData] = useState<DemandData>('year');
  const reading = readPanel(values);
  const result = reading.input ? checkPanel(reading.input) : null;
  // A page opened with a result (a shared link, a bookmark) says it first: on a phone the long form stands between
  // the top of the page and the results. It stays while the visitor edits, so nothing above the form ever moves.
  const [answerFirst] = useState(() => readPanel(initial).input !== null);
  const measured = values.method === '220.87';
  const measuredBlocked = measured && (peakShaving || demandData === 'none');
  const verdict = measuredBlocked ? null : result;
  const shareUrl = serializePanelUrl(`${siteUrl}/panel-check`, panelUrlOf(values, true));
  const [hvacUnit, setHvacUnit] = useState<HvacUnit>('va');
  // What was typed in kW or A, so that a half-typed "3." stays as typed while the link gets its VA.
  const [hvacTyped, setHvacTyped] = useState<Partial<Record<HvacField, string>>>({});
  const unit = HVAC_UNITS[hvacUnit];
  const chargerOptions = PANEL_CONSTANTS.standardChargerAmps.map((amps) => ({
    value: String(amps),
    label: amps < PANEL_CONSTANTS.floorAmps ? `${amps} A (counts as ${PANEL_CONSTANTS.floorAmps} A)` : `${amps} A`,
  }));
  if (!chargerOptions.some((option) => option.value === values.charger.trim())) {
    chargerOptions.push({ value: values.charger, label: values.charger ? `${values.charger} A` : 'Choose' });
  }

  const hvacField = (field: HvacField, label: string) => {
    if (hvacUnit === 'va') return numberField(field, `${label} (VA)`);
    const param = PANEL_PARAMS[field];
    const typed = hvacTyped[field] ?? convert(values[field], 1 / unit.va);
    return (
      <NumberField
        id={`${id}-${field}`}
        name={`${field}-${hvacUnit}`}
        label={`${label} (${unit.label})`}
        value={typed}
        onChange={(text) => {
          setHvacTyped((current) => ({ ...current, [field]: text }));
          set({ [field]: convert(text, unit.va) } as Partial<PanelValues>);
        }}
        min={param.min / unit.va}
        max={param.max / unit.va}
        hint={PLAIN_DECIMAL.test(values[field]) ? `= ${formatDecimal(Number(values[field]))} VA` : undefined}
        error={reading.problems[field]}
      />
    );
  };

  const numberField = (field: PanelNumberField, label: string, extra?: { step?: string; hint?: string }) => {
    const param = PANEL_PARAMS[field];
    const problem = reading.problems[field];
    return (
      <NumberField
        id={`${id}-${field}`}
        name={field}
        label={label}
        value={values[field]}
        onChange={(value) => set({ [field]: value } as Partial<PanelValues>)}
        min={param.min}
        max={param.max}
        step={extra?.step}
        hint={extra?.hint}
        error={problem}
      />
    );
  };

  const setRow = (index: number, patch: Partial<ApplianceRow>) =>
    set({ appliances: values.appliances.map((row, at) => (at === index ? { ...row, ...patch } : row)) });
  const addRow = (row: ApplianceRow) => set({ appliances: [...values.appliances, row] });
  const full = values.appliances.length >= APPLIANCE_LIMITS.max;

  return (
    <div className="min-w-0 space-y-6">
      {answerFirst && (
        <p
          className={`${cardClass} text-sm ${verdict ? verdictBorderClass(verdict.fits) : ''}`}
          data-testid="panel-answer"
        >
          {verdict ? (
            <>
              <span className="font-semibold">{verdict.fits ? 'It fits.' : 'It does not fit.'}</span>{' '}
              {panelVerdict(verdict)}{' '}
              <a href={`#${RESULT_ID}`} className={linkClass}>
                See the arithmetic and what to do next
              </a>
            </>
          ) : (
            <>
              These inputs give no verdict yet.{' '}
              <a href={`#${RESULT_ID}`} className={linkClass}>
                See why
              </a>
            </>
          )}
        </p>
      )}
      <form
        method="get"
        action="/panel-check"
        onSubmit={(event) => event.preventDefault()}
        className={`${cardClass} space-y-6`}
        aria-label="Panel check inputs"
      >
        <fieldset>
          <legend className={labelClass}>Method</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {(Object.keys(METHOD_LABELS) as PanelMethodChoice[]).map((method) => (
              <label
                key={method}
                className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 dark:border-slate-800"
              >
                <input
                  type="radio"
                  name="method"
                  value={method}
                  checked={values.method === method}
                  onChange={() => set({ method })}
                  className="mt-1"
                />
                <span>
                  <span className="block text-sm font-medium">{METHOD_LABELS[method].title}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {METHOD_LABELS[method].hint}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          {numberField('service', 'Service rating (A)', {
            hint: 'The main breaker’s or the meter’s rating, such as 100, 150 or 200 A.',
          })}
          <SelectField
            id={`${id}-charger`}
            name="charger"
            label="Charger size (A)"
            value={values.charger}
            onChange={(event) => set({ charger: event.target.value })}
            options={chargerOptions}
            hint={`The charger’s current setting; 32 A is the most common. Under ${PANEL_CONSTANTS.floorAmps} A a charger still counts as 7,200 VA (220.57).`}
            error={reading.problems.charger}
          />
        </div>

        {measured ? (
          <div className="space-y-4">
            {numberField('peak', '12-month peak demand (kW)', {
              hint: 'The highest 15-minute demand on the utility’s record for the last 12 months.',
            })}
            <fieldset>
              <legend className={labelClass}>Where the peak comes from</legend>
              <div className="mt-2 space-y-2 text-sm">
                {(
                  [
                    ['year', 'The utility’s demand data for the last 12 months'],
                    ['thirty-days', 'A 30-day recording of the highest loaded phase (the code’s exception)'],
                    ['none', 'Neither'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-demand-data`}
                      checked={demandData === value}
                      onChange={() => setDemandData(value)}
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={peakShaving}
                onChange={(event) => setPeakShaving(event.target.checked)}
              />
              The home has solar, a battery or other peak shaving
            </label>
            {demandData === 'thirty-days' && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                A 30-day recording counts only if it is taken while the home is occupied and includes,
                measured or calculated, the larger of the heating or cooling load and other seasonal loads.
              </p>
            )}
          </div>
        ) : (
          <div className="space-y-6">
            <div className="grid gap-4 sm:grid-cols-3">
              {numberField('sqft', 'Floor area (ft²)', { step: '1' })}
              {numberField('sac', 'Small-appliance circuits', {
                step: '1',
                hint: 'Kitchen and dining 20 A circuits; at least 2.',
              })}
              {numberField('laundry', 'Laundry circuits', { step: '1', hint: 'At least 1.' })}
            </div>
            <fieldset>
              <legend className={labelClass}>Heating and cooling (0 for none or gas)</legend>
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" role="radiogroup" aria-label="Heating and cooling in">
                <span className="text-slate-600 dark:text-slate-400">Entered in:</span>
                {(Object.keys(HVAC_UNITS) as HvacUnit[]).map((key) => (
                  <label key={key} className="flex items-center gap-1">
                    <input
                      type="radio"
                      name={`${id}-hvac-unit`}
                      checked={hvacUnit === key}
                      onChange={() => {
                        setHvacUnit(key);
                        setHvacTyped({});
                      }}
                    />
                    {HVAC_UNITS[key].label}
                  </label>
                ))}
              </div>
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                {hvacField('heat', 'Existing heating')}
                {hvacField('cool', 'Existing cooling')}
                {hvacField('newheat', 'New heating being added')}
                {hvacField('newcool', 'New cooling being added')}
              </div>
              {hvacUnit !== 'va' &&
                (['heat', 'cool', 'newheat', 'newcool'] as const).map((field) => (
                  // Without JavaScript the form sends the link's VA.
                  <input key={field} type="hidden" name={field} value={values[field]} />
                ))}
            </fieldset>
            <fieldset>
              <legend className={labelClass}>Fixed appliances (nameplate VA)</legend>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                Appliances fastened in place or on their own circuit: range, oven, cooktop, dryer, water
                heater, dishwasher, disposal, well pump. The suggested values are this site’s starting points;
                replace them with the nameplate (kW × 1,000, or A × 240 V).
              </p>
              {values.appliances.length > 0 && (
                <ul className="mt-3 space-y-3">
                  {values.appliances.map((row, index) => {
                    const problem = reading.appliances.problems[index];
                    const rowId = `${id}-appliance-${index}`;
                    return (
                      <li key={index}>
                        <div className="grid grid-cols-[minmax(7.5rem,1fr)_5.5rem_auto] items-end gap-2">
                          <div>
                            <label htmlFor={`${rowId}-name`} className="sr-only">
                              Appliance {index + 1} name
                            </label>
                            <input
                              id={`${rowId}-name`}
                              value={row.name}
                              maxLength={APPLIANCE_LIMITS.nameLength}
                              onChange={(event) => setRow(index, { name: event.target.value })}
                              aria-invalid={problem ? true : undefined}
                              aria-describedby={problem ? `${rowId}-error` : undefined}
                              className={fieldClass}
                            />
                          </div>
                          <div>
                            <label htmlFor={`${rowId}-va`} className="sr-only">
                              Appliance {index + 1} VA
                            </label>
                            <input
                              id={`${rowId}-va`}
                              type="number"
                              inputMode="decimal"
                              min={APPLIANCE_LIMITS.minVa}
                              max={APPLIANCE_LIMITS.maxVa}
                              step="any"
                              value={row.va}
                              onChange={(event) => setRow(index, { va: event.target.value })}
                              aria-invalid={problem ? true : undefined}
                              aria-describedby={problem ? `${rowId}-error` : undefined}
                              className={fieldClass}
                            />
                          </div>
                          <button
                            type="button"
                            onClick={() =>
                              set({ appliances: values.appliances.filter((_, at) => at !== index) })
                            }
                            className={secondaryButtonClass}
                            aria-label={`Remove ${row.name || `appliance ${index + 1}`}`}
                          >
                            Remove
                          </button>
                        </div>
                        {/* Without JavaScript the form is a plain GET form: each row goes as name:VA. */}
                        <input type="hidden" name="appliance" value={`${row.name}:${row.va}`} />
                        {problem && (
                          <p id={`${rowId}-error`} className="mt-1 text-xs text-red-700 dark:text-red-400">
                            {problem}
                          </p>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
              {reading.appliances.listProblem && (
                <p className="mt-2 text-xs text-red-700 dark:text-red-400">
                  {reading.appliances.listProblem}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Add an appliance">
                {APPLIANCE_SUGGESTIONS.map((suggestion) => (
                  <button
                    key={suggestion.name}
                    type="button"
                    disabled={full}
                    onClick={() => addRow({ name: suggestion.name, va: String(suggestion.va) })}
                    className={`${secondaryButtonClass} disabled:opacity-60`}
                  >
                    + {suggestion.name} {formatDecimal(suggestion.va)} VA
                  </button>
                ))}
                <button
                  type="button"
                  disabled={full}
                  onClick={() => addRow({ name: '', va: '' })}
                  className={`${secondaryButtonClass} disabled:opacity-60`}
                >
                  + Other
                </button>
              </div>
            </fieldset>
          </div>
        )}
        <NoScriptSubmit />
      </form>

      <div id={RESULT_ID} className="space-y-6">
        {measuredBlocked ? (
          <p role="status" className={`${cardClass} text-sm`} data-testid="panel-measured-blocked">
            {peakShaving
              ? 'The measured-demand method (220.87) is not permitted where solar, a battery or other peak shaving lowers the recorded demand. Use the standard calculation (220.83).'
              : 'The measured-demand method (220.87) needs the utility’s demand data for the last 12 months, or a 30-day recording under the code’s exception. Without either, use the standard calculation (220.83).'}
          </p>
        ) : result ? (
          <>
            <PanelCheckResults result={result} installerStates={installerStates} />
            <SharePanel url={shareUrl} title="Panel check for an EV charger" text={panelVerdict(result)} />
          </>
        ) : (
          <p className={`${cardClass} text-sm text-slate-600 dark:text-slate-400`} data-testid="panel-empty">
            {measured
              ? 'Enter the service rating, the 12-month peak demand and the charger size to see whether it fits.'
              : 'Enter the service rating, the floor area and the charger size to see whether it fits.'}
          </p>
        )}
      </div>
    </div>
  );
}
