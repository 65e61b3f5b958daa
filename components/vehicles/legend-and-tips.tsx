import { TIRE_TIPS } from '@/lib/tires/reference';

const LEGEND = [
  {
    name: 'Load',
    text: 'Load index as a share of 120; bands: below 95 low, 95-99 standard, 100-104 good, 105+ excellent.',
  },
  { name: 'Speed', text: 'Position in the L-to-ZR speed scale; bands: low, standard, high, ultra high.' },
  { name: 'Efficiency', text: 'Rolling-resistance grade: A 100%, B 85%, C 70%, D 55%, E 40%, F 25%.' },
  {
    name: 'Noise',
    text: '100% minus 5 points per dB above 65 dB. A dashed empty bar means no published figure: Not rated.',
  },
  {
    name: 'EV / OEM',
    text: 'EV: designed or marked for electric vehicles. OEM: approved by the vehicle maker for this vehicle.',
  },
];

export function PerformanceLegend() {
  return (
    <section
      aria-labelledby="legend"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="legend" className="font-semibold">
        Performance Indicators
      </h2>
      <dl className="mt-2 space-y-2 text-sm">
        {LEGEND.map((item) => (
          <div key={item.name}>
            <dt className="font-medium">{item.name}</dt>
            <dd className="text-slate-600 dark:text-slate-400">{item.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function EvTireTips() {
  return (
    <section
      aria-labelledby="ev-tips"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="ev-tips" className="font-semibold">
        EV Tire Tips
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {TIRE_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
