/**
 * The calculators' vehicle cascade against the production server (`next start`): each step's options
 * (GET /api/ev-models?year=…&make=…) and a chosen EV with its comparables (GET /api/ev-models/{id}), warm (after
 * one pass has filled the data cache), and the tool pages' raw HTML with the seeded table of about 1,300 EVs.
 * Targets: option load p95 <= 50 ms warm; tool pages <= 150 KB of HTML.
 */
import { performance } from 'node:perf_hooks';
import { createSql } from '../lib/db/connection';
import { percentile } from './lib/support';
import { startSite } from './lib/site';

export const name = 'ev-options: the calculators’ year → make → model steps and tool page HTML';

const TARGET_P95_MS = 50;
const TARGET_HTML_KB = 150;
const ROUNDS = 3;

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

export default async function run(): Promise<void> {
  const sql = createSql(process.env.DATABASE_URL!, { max: 1 });
  const steps = await sql<{ year: number; make: string; id: number }[]>`
    select distinct on (year, make) year, make, id from ev_models order by year, make, id`;
  const [shared] = await sql<{ year: number; make: string; model: string }[]>`
    select year, make, model from ev_models where year = (select max(year) from ev_models) order by id limit 1`;
  await sql.end();
  const site = await startSite();
  try {
    const urls = [
      `${site.origin}/api/ev-models`,
      ...[...new Set(steps.map((step) => step.year))].map((year) => `${site.origin}/api/ev-models?year=${year}`),
      ...steps.map(
        (step) => `${site.origin}/api/ev-models?year=${step.year}&make=${encodeURIComponent(step.make)}`,
      ),
    ];
    const selections = steps.map((step) => `${site.origin}/api/ev-models/${step.id}`);
    for (const url of [...urls, ...selections]) await timed(url);
    for (const [label, list] of [
      ['options (years, makes, models)', urls],
      ['chosen EV with comparables', selections],
    ] as const) {
      const samples: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) for (const url of list) samples.push(await timed(url));
      samples.sort((a, b) => a - b);
      const p95 = percentile(samples, 95);
      console.log(
        `${label.padEnd(34)} p50 ${percentile(samples, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (${samples.length} requests, ${p95 <= TARGET_P95_MS ? 'ok' : `OVER the ${TARGET_P95_MS} ms target`})`,
      );
    }
    const link = `shared=true&year=${shared!.year}&make=${encodeURIComponent(shared!.make)}&model=${encodeURIComponent(shared!.model)}&distance=100`;
    for (const path of [
      '/range-tool',
      `/range-tool?${link}`,
      '/battery-degradation',
      `/battery-degradation?${link}&mileage=30000`,
      '/tire-calculator',
      `/tire-calculator?${link}&current=32&target=40`,
    ]) {
      const response = await fetch(`${site.origin}${path}`);
      const kb = (await response.arrayBuffer()).byteLength / 1024;
      console.log(
        `${path.slice(0, 60).padEnd(62)} ${kb.toFixed(1)} KB HTML (${kb <= TARGET_HTML_KB ? 'ok' : `OVER the ${TARGET_HTML_KB} KB target`})`,
      );
    }
  } finally {
    await site.stop();
  }
}
