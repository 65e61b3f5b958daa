import { overallDiameterInches, parseTireSize, sidewallInches } from '@/lib/tires/size';

export function TireSizeExplainer({ size }: { size: string }) {
  const parsed = parseTireSize(size);
  if (!parsed) return null;
  return (
    <section
      aria-labelledby="understanding-size"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="understanding-size" className="font-semibold">
        Understanding Tire Size
      </h2>
      <p className="mt-2 font-mono text-2xl tracking-wide">{size}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-500 uppercase dark:text-slate-400">Width</dt>
          <dd>
            <span className="font-semibold">{parsed.width} mm</span> section width, sidewall to sidewall
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 uppercase dark:text-slate-400">Aspect ratio</dt>
          <dd>
            <span className="font-semibold">{parsed.aspectRatio}%</span>: the sidewall is {parsed.aspectRatio}
            % of the width ({(sidewallInches(parsed) * 25.4).toFixed(0)} mm)
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 uppercase dark:text-slate-400">Wheel diameter</dt>
          <dd>
            <span className="font-semibold">{parsed.rim} inches</span>
            {parsed.zr ? ' (ZR: radial, rated above 149 mph)' : ' (R: radial construction)'}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        Overall diameter: about {overallDiameterInches(parsed).toFixed(1)} inches.
      </p>
    </section>
  );
}
