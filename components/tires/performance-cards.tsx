import { RatingBar } from '@/components/tires/rating-bar';
import { barWidths, loadBand, noiseBand, NOT_RATED, rollingResistanceText } from '@/lib/tires/reference';
import type { Tire } from '@/lib/tires/types';

export function PerformanceCards({ tire }: { tire: Tire }) {
  const efficiency = barWidths.efficiency(tire.rollingResistance);
  const noise = barWidths.noise(tire.noiseLevelDb);
  const cards = [
    {
      title: 'Efficiency Impact',
      bar: (
        <RatingBar
          label="Rolling resistance"
          width={efficiency}
          detail={rollingResistanceText(tire.rollingResistance)}
        />
      ),
      text:
        efficiency === null
          ? 'No published rolling-resistance grade for this tire, so its effect on range is not rated here.'
          : 'Lower rolling resistance means less energy per mile and more range.',
    },
    {
      title: 'Noise',
      bar: (
        <RatingBar
          label="Quietness"
          width={noise}
          detail={
            tire.noiseLevelDb == null
              ? NOT_RATED
              : `${tire.noiseLevelDb} dB · ${noiseBand(tire.noiseLevelDb)}`
          }
        />
      ),
      text:
        noise === null
          ? 'No published exterior noise figure for this tire.'
          : 'Without engine sound, tire noise is most of what you hear in an EV.',
    },
    {
      title: 'Load Capacity',
      bar: (
        <RatingBar
          label="Load index"
          width={barWidths.load(tire.loadIndex)}
          detail={`${tire.loadIndex} · ${loadBand(tire.loadIndex)}`}
        />
      ),
      text: 'EVs are heavy: the load index must meet the vehicle minimum.',
    },
    {
      title: 'EV Optimization',
      bar: (
        <p className="text-sm font-semibold">
          {tire.isEvRated ? 'EV-Rated: designed or marked for electric vehicles' : 'Not marked as an EV tire'}
        </p>
      ),
      text: tire.isEvRated
        ? 'EV tires carry the weight, resist instant torque and are often foam-lined for quiet.'
        : 'It can still fit an EV if load index and speed rating meet the vehicle minimums.',
    },
  ];
  return (
    <section aria-labelledby="performance">
      <h2 id="performance" className="text-xl font-semibold">
        Performance Characteristics
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <h3 className="font-semibold">{card.title}</h3>
            <div className="mt-3">{card.bar}</div>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
