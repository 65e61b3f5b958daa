import { CommunityBatteryNote } from '@/components/calculators/community-battery-note';
import { Link } from '@/components/ui/site-link';
import {
  BatteryCharging as BatteryChargingNode,
  Fuel as FuelNode,
  Home as HomeNode,
  Leaf as LeafNode,
  PiggyBank as PiggyBankNode,
  Zap as ZapNode,
} from 'lucide';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { LazyBarChart } from '@/components/charts/lazy-charts';
import {
  combinedMpgText,
  epaPageUrl,
  formatDuration,
  gasVehicleLabel,
  vehicleLabel,
  type RangeResult,
} from '@/lib/calculators/range';
import { tankCaption } from '@/lib/calculators/savings';
import { AAA_2019 } from '@/lib/calculators/temperature';
import {
  formatMiles,
  formatTripMiles,
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdWhole,
} from '@/components/calculators/format';
import { PriceAges, PriceSource } from '@/components/calculators/price-source';
import { SavingsRange } from '@/components/calculators/savings-range';
import { cardClass, RESULT_ID } from '@/components/calculators/ui';
import { Co2Comparison } from '@/components/calculators/co2-comparison';
import { lucideIcon } from '@/components/ui/icon';

const BatteryCharging = lucideIcon(BatteryChargingNode);
const Fuel = lucideIcon(FuelNode);
const Home = lucideIcon(HomeNode);
const Leaf = lucideIcon(LeafNode);
const PiggyBank = lucideIcon(PiggyBankNode);
const Zap = lucideIcon(ZapNode);

const EV_COLOR = '#059669';
const GAS_COLOR = '#f59e0b';
const NOT_PUBLISHED = 'Not published';
const linkClass = 'underline hover:text-brand-700 dark:hover:text-brand-500';

/** A link to the fueleconomy.gov page of an EPA row, whose figures are shown beside it. */
function EpaLink({ epaId, children, testId }: { epaId: number; children: React.ReactNode; testId?: string }) {
  return (
    <a href={epaPageUrl(epaId)} target="_blank" rel="noopener noreferrer" className={linkClass} data-testid={testId}>
      {children}
    </a>
  );
}

export function RangeResults({ result }: { result: RangeResult }) {
  const evName = vehicleLabel(result.vehicle);
  const temperature = result.temperature;
  const evBarLabel = temperature ? `${evName} at ${formatNumber(temperature.temperatureF)} °F` : evName;
  const bars = [
    { label: evBarLabel, miles: result.rangeMiles, color: EV_COLOR },
    ...result.gas.flatMap((entry) =>
      entry.rangeMiles === null
        ? []
        : [{ label: gasVehicleLabel(entry.vehicle), miles: entry.rangeMiles, color: GAS_COLOR }],
    ),
  ];
  const distance = formatTripMiles(result.distanceMiles);
  const consumption = result.consumptionKwhPer100Mi;
  return (
    <div id={RESULT_ID} className="space-y-6" data-testid="range-results">
      <section aria-labelledby="range-chart-title" className={cardClass}>
        <h2 id="range-chart-title" className="text-lg font-semibold">
          Range comparison
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="epa-range">
          EPA range of the {evName}: <strong>{formatMiles(result.vehicle.epaRangeMiles)}</strong>
          {result.vehicle.epaId ? (
            <>
              {' '}
              (
              <EpaLink epaId={result.vehicle.epaId} testId="epa-link">
                fueleconomy.gov
              </EpaLink>
              )
            </>
          ) : null}
          {temperature ? (
            <>
              ; about <strong>{formatMiles(result.rangeMiles)}</strong> at {formatNumber(temperature.temperatureF)}{' '}
              °F
            </>
          ) : null}
          .
        </p>
        <div className="mt-4">
          <LazyBarChart
            labels={bars.map((bar) => bar.label)}
            values={bars.map((bar) => Math.round(bar.miles))}
            colors={bars.map((bar) => bar.color)}
            max={Math.ceil(result.chartMaxMiles)}
            unit="miles"
            summary={`Range in miles: ${bars.map((bar) => `${bar.label} ${Math.round(bar.miles)}`).join(', ')}`}
          />
        </div>
        <ChartDataTable
          caption="Range comparison in miles"
          headers={['Vehicle', 'Range']}
          rows={bars.map((bar) => [bar.label, formatMiles(bar.miles)])}
        />
        <p className="mt-2 text-xs text-slate-500" data-testid="range-chart-caption">
          {tankCaption(result.gas.map((entry) => ({ label: gasVehicleLabel(entry.vehicle), rangeMiles: entry.rangeMiles })))}
        </p>
        {temperature && (
          <p className="mt-2 text-xs text-slate-500" data-testid="temperature-note">
            At {formatNumber(temperature.temperatureF)} °F: range {formatPercent(-temperature.rangeLoss * 100, 0)},
            energy per mile +{formatPercent((temperature.consumptionFactor - 1) * 100, 0)}, from AAA&apos;s 2019
            test of five EVs with the heater or air conditioning on (range −41 % and efficiency −39 % at 20 °F, range
            −17 % and efficiency −18 % at 95 °F, against 75 °F;{' '}
            {AAA_2019.sources.map((source, index) => (
              <span key={source.url}>
                {index > 0 ? ', ' : ''}
                <a href={source.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {index === 0 ? 'AAA' : 'report summary'}
                </a>
              </span>
            ))}
            ). Between those temperatures the loss is read on a straight line
            {temperature.beyondStudy
              ? '; this temperature lies outside the study, so its nearest measured figure is used and the real loss may be larger'
              : ''}
            .
          </p>
        )}
      </section>

      <section aria-labelledby="cost-title">
        <h2 id="cost-title" className="text-lg font-semibold">
          Cost for {distance} in {result.region.state}
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <div className={cardClass} data-testid="home-cost">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
              <Home className="size-4" aria-hidden /> Home charging
            </p>
            <p className="mt-2 text-2xl font-bold tabular-nums">
              {result.homeCostUsd === null ? NOT_PUBLISHED : formatUsd(result.homeCostUsd)}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              at {formatNumber(result.electricityRateCentsPerKwh, 2)} ¢/kWh
              <PriceSource
                region={result.region}
                kind="electricity"
                own={result.electricityRateCentsPerKwh !== result.region.electricityRateCentsPerKwh}
              />
            </p>
          </div>
          <div className={cardClass} data-testid="supercharging-cost">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
              <Zap className="size-4" aria-hidden /> Supercharging
            </p>
            <p className="mt-2 text-2xl font-bold tabular-nums">
              {result.superchargingCostUsd === null ? NOT_PUBLISHED : formatUsd(result.superchargingCostUsd)}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              at {formatUsd(result.region.superchargingRateUsdPerKwh)}/kWh
              <PriceSource region={result.region} kind="supercharging" />
            </p>
          </div>
          <div className={cardClass} data-testid="gas-cost">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
              <Fuel className="size-4" aria-hidden /> Gas vehicle
            </p>
            <p className="mt-2 text-2xl font-bold tabular-nums">
              {result.averageGasCostUsd === null
                ? 'No comparable gas vehicle'
                : formatUsd(result.averageGasCostUsd)}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {result.averageGasCostUsd === null
                ? 'None of the same EPA size class within a model year'
                : `average of ${result.gas.length} at EPA combined mpg and ${formatUsd(result.gasPriceUsdPerGallon)}/gal`}
              {result.averageGasCostUsd === null ? null : (
                <PriceSource
                  region={result.region}
                  kind="gas"
                  own={result.gasPriceUsdPerGallon !== result.region.gasPriceUsdPerGallon}
                />
              )}
            </p>
          </div>
        </div>
        <p className="mt-3 text-xs text-slate-500" data-testid="energy-basis">
          {result.energyBasis === 'epa-consumption' && consumption !== null ? (
            <>
              Electric costs use EPA&apos;s measured consumption,{' '}
              {formatNumber(result.vehicle.efficiencyKwhPer100Mi ?? 0, 1)} kWh/100 mi, which already includes
              charging losses
              {temperature ? `, raised to ${formatNumber(consumption, 1)} kWh/100 mi for the temperature` : ''}.
            </>
          ) : result.energyBasis === 'capacity-per-range' && consumption !== null ? (
            <>
              EPA gives no consumption for this model, so electric costs use battery capacity ÷ EPA range (
              {formatNumber(consumption, 1)} kWh/100 mi
              {temperature ? ' with the temperature' : ''}).
            </>
          ) : (
            <>
              Electric costs not published: neither EPA&apos;s consumption nor a sourced battery capacity is known
              for this model.
            </>
          )}
        </p>
        {result.gas.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-slate-600 dark:text-slate-400" data-testid="gas-comparables">
            {result.gas.map((entry) => (
              <li key={entry.vehicle.id}>
                {gasVehicleLabel(entry.vehicle)}: {formatUsd(entry.costUsd)} for {distance} at{' '}
                {combinedMpgText(entry.vehicle)}
                {entry.rangeMiles === null ? '' : `, ${formatMiles(entry.rangeMiles)} per tank`}
                {entry.vehicle.epaId ? (
                  <>
                    {' '}
                    (<EpaLink epaId={entry.vehicle.epaId}>fueleconomy.gov</EpaLink>)
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {result.chargingLossPercent > 0 && (
          <p className="mt-2 text-xs text-slate-500">
            Electric costs include a {formatNumber(result.chargingLossPercent, 1)}% charging loss.
          </p>
        )}
      </section>

      {result.savingsUsd !== null && (
        <section
          data-testid="savings-bubble"
          className="flex items-center gap-4 rounded-full bg-brand-600 px-6 py-4 text-white shadow"
          aria-label="Savings"
        >
          <PiggyBank className="size-8 shrink-0" aria-hidden />
          <p>
            <span className="text-2xl font-bold tabular-nums">{formatUsd(result.savingsUsd)}</span> saved on
            this trip by charging at home instead of driving a comparable gas vehicle.
          </p>
        </section>
      )}

      <SavingsRange result={result} />

      {result.annual && (
        <section className={cardClass} data-testid="annual-savings">
          <h2 className="text-lg font-semibold">Over a year</h2>
          <p className="mt-2 text-sm">
            Driving {formatMiles(result.annual.miles)} a year, home charging{' '}
            {result.annual.savingsUsd >= 0 ? 'saves' : 'costs'}{' '}
            <strong className="tabular-nums">{formatUsdWhole(Math.abs(result.annual.savingsUsd))}</strong> a
            year and{' '}
            <strong className="tabular-nums">
              {formatUsdWhole(Math.abs(result.annual.fiveYearSavingsUsd))}
            </strong>{' '}
            over 5 years {result.annual.savingsUsd >= 0 ? 'less' : 'more'} than the average comparable gas
            vehicle.
          </p>
        </section>
      )}

      <section aria-labelledby="co2-title" className={cardClass} data-testid="environmental-impact">
        <h2 id="co2-title" className="flex items-center gap-2 text-lg font-semibold">
          <Leaf className="size-5 text-brand-600" aria-hidden /> Environmental impact
        </h2>
        <Co2Comparison result={result} evName={evName} distance={distance} />
        {consumption !== null && result.miPerKwh !== null && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Efficiency: {formatNumber(consumption, 1)} kWh/100 mi ({formatNumber(result.miPerKwh, 2)} mi/kWh).
          </p>
        )}
      </section>

      <section aria-labelledby="charging-title">
        <h2 id="charging-title" className="text-lg font-semibold">
          Charging time
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className={cardClass} data-testid="level2-time">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
              <BatteryCharging className="size-4" aria-hidden /> Level 2 (0-100%)
            </p>
            <p className="mt-2 text-2xl font-bold tabular-nums">
              {result.level2 ? formatDuration(result.level2.duration) : NOT_PUBLISHED}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {result.level2?.basis === 'epa-240v' ? (
                'EPA’s time to charge at 240 V'
              ) : result.level2 && result.vehicle.batteryCapacityKwh !== null && result.vehicle.chargingSpeedL2Kw !== null ? (
                `${formatNumber(result.vehicle.batteryCapacityKwh, 1)} kWh at ${formatNumber(result.vehicle.chargingSpeedL2Kw, 1)} kW`
              ) : result.level2 && result.vehicle.communityBattery && result.vehicle.chargingSpeedL2Kw !== null ? (
                <>
                  <CommunityBatteryNote battery={result.vehicle.communityBattery} /> at{' '}
                  {formatNumber(result.vehicle.chargingSpeedL2Kw, 1)} kW
                </>
              ) : (
                'Neither EPA’s 240 V time nor the charger power is published for this model'
              )}
            </p>
          </div>
          <div className={cardClass} data-testid="dcfast-time">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
              <Zap className="size-4" aria-hidden /> DC fast (20-80%)
            </p>
            <p className="mt-2 text-2xl font-bold tabular-nums">
              {result.dcFast ? formatDuration(result.dcFast) : NOT_PUBLISHED}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {result.dcFast && result.vehicle.batteryCapacityKwh === null && result.vehicle.communityBattery ? (
                <>
                  Estimate for 250 kW and 150 kW chargers, from the{' '}
                  <CommunityBatteryNote battery={result.vehicle.communityBattery} />
                </>
              ) : result.dcFast ? (
                'Estimate for 250 kW and 150 kW chargers'
              ) : (
                'Needs the battery capacity, which no source we cite gives for this model'
              )}
            </p>
          </div>
        </div>
      </section>
      <p className="text-xs text-slate-500">
        <PriceAges region={result.region} />
      </p>
      <p className="text-xs text-slate-500">
        {result.vehicle.epaId ? (
          <>
            {' '}
            EPA figures:{' '}
            <EpaLink epaId={result.vehicle.epaId}>fueleconomy.gov, {evName}</EpaLink>.
          </>
        ) : null}
        {result.vehicle.source && !result.vehicle.epaId ? (
          <>
            {' '}
            Vehicle figures:{' '}
            <a
              href={result.vehicle.source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="underline hover:text-brand-700 dark:hover:text-brand-500"
            >
              {result.vehicle.source.name}
            </a>{' '}
            (see <Link href="/vehicle-data-info" className="underline">all sources</Link>).
          </>
        ) : null}
      </p>
    </div>
  );
}
