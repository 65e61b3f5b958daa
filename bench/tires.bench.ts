/**
 * Tire fitment at scale: 10,000 tires, 5,000 vehicles and 200,000 fitments in a scratch database (dropped
 * at the end). Reports p50/p95 of search_tires_by_vehicle as the vehicle page calls it and of the
 * directory's tire search (rows + count), with their EXPLAIN plans. Target: p95 <= 10 ms.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createSql, type Sql } from '../lib/db/connection';
import { migrate } from '../lib/db/migrate';
import { allowServerOnly, percentile } from './lib/support';

export const name =
  'tires: search_tires_by_vehicle and tire search at 10k tires / 5k vehicles / 200k fitments';

const TIRES = 10_000;
const VEHICLES = 5_000;
const FITMENTS_PER_VEHICLE = 40;
const ITERATIONS = 500;
const TARGET_P95_MS = 10;

async function time(label: string, run: (index: number) => Promise<unknown>) {
  for (let index = 0; index < 20; index += 1) await run(index);
  const samples: number[] = [];
  for (let index = 0; index < ITERATIONS; index += 1) {
    const started = performance.now();
    await run(index);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  const verdict = p95 <= TARGET_P95_MS ? 'ok' : `OVER the ${TARGET_P95_MS} ms target`;
  console.log(
    `${label.padEnd(48)} p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  (${ITERATIONS} runs, ${verdict})`,
  );
  return { p50, p95 };
}

async function build(sql: Sql) {
  const brands = [
    'Michelin',
    'Pirelli',
    'Continental',
    'Bridgestone',
    'Goodyear',
    'Hankook',
    'Yokohama',
    'Kumho',
    'Nokian',
    'Toyo',
    'Falken',
    'Dunlop',
    'Cooper',
    'General',
    'BFGoodrich',
    'Firestone',
    'Nexen',
    'Vredestein',
    'Kenda',
    'Sumitomo',
  ];
  const sizes = [
    '235/45R18',
    '235/40R19',
    '235/35R20',
    '245/45R19',
    '255/45R19',
    '255/40R20',
    '255/35R21',
    '225/60R18',
    '245/45R20',
    '265/35R21',
    '225/55R17',
    '215/55R17',
    '245/40R21',
    '275/35R21',
    '285/40R22',
    '255/50R20',
  ];
  await sql`
    insert into tires (brand, model, size, load_index, speed_rating, rolling_resistance, noise_level_db, is_ev_rated)
    select (${brands}::text[])[1 + i % 20], 'Model ' || (i / 20), (${sizes}::text[])[1 + (i * 7) % 16],
           90 + i % 21, (array['H','V','W','Y'])[1 + i % 4],
           case when i % 3 = 0 then null else chr(65 + i % 6) end,
           case when i % 2 = 0 then null else 65 + i % 10 end,
           i % 5 = 0
    from generate_series(0, ${TIRES - 1}) as i`;
  await sql`
    insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min, wheel_size_max)
    select 2015 + i % 11, 'Make ' || (i % 15), 'Model ' || (i % 97), 'Trim ' || i, (${sizes}::text[])[1 + i % 16],
           90 + i % 15, 'V', 17, 22
    from generate_series(0, ${VEHICLES - 1}) as i`;
  await sql`
    insert into fitments (vehicle_id, tire_id, approved)
    select v.id, t.id, k = 0
    from generate_series(0, ${FITMENTS_PER_VEHICLE - 1}) as k
    cross join (select id, row_number() over (order by id) - 1 as n from vehicles) v
    join (select id, row_number() over (order by id) - 1 as n from tires) t
      on t.n = (v.n * 37 + k * 251) % ${TIRES}`;
  // As autovacuum would have by now: statistics for the planner and a visibility map for index-only scans.
  await sql`vacuum analyze`;
  const [counts] = await sql<{ tires: number; vehicles: number; fitments: number }[]>`
    select (select count(*)::int from tires) as tires, (select count(*)::int from vehicles) as vehicles,
           (select count(*)::int from fitments) as fitments`;
  console.log(`built ${counts?.tires} tires, ${counts?.vehicles} vehicles, ${counts?.fitments} fitments`);
  return { brands, sizes };
}

function printPlan(label: string, lines: string[]) {
  console.log(`\nEXPLAIN ${label}\n${lines.map((line) => `  ${line}`).join('\n')}`);
}

export default async function run() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set: run through npm run bench');
  const scratch = `bench_tires_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = '/postgres';
  const admin = createSql(adminUrl.toString(), { max: 1 });
  await admin.unsafe(`create database ${scratch}`);
  const url = new URL(base);
  url.pathname = `/${scratch}`;
  const sql = createSql(url.toString(), { max: 4 });
  try {
    await migrate(sql);
    const { brands, sizes } = await build(sql);
    allowServerOnly();
    (globalThis as unknown as { evSql?: Sql }).evSql = sql;
    // Outside a Next server the cached readers run their query every time, which is what is measured.
    const { searchTires } = await import('../lib/db/tires');
    const { getCompatibleTires } = await import('../lib/db/vehicles');
    const vehicles = await sql<
      { id: number; oem_tire_size: string }[]
    >`select id, oem_tire_size from vehicles order by random() limit ${ITERATIONS}`;
    const pick = <T>(list: T[], index: number) => list[index % list.length]!;

    await time('search_tires_by_vehicle (vehicle page)', (index) => {
      const vehicle = pick(vehicles, index);
      return getCompatibleTires(vehicle.id, vehicle.oem_tire_size);
    });
    await time('tire search: no filter, page 1', () => searchTires({}));
    await time('tire search: brand', (index) => searchTires({ brand: pick(brands, index) }));
    await time('tire search: brand + size', (index) =>
      searchTires({ brand: pick(brands, index), size: pick(sizes, index * 3) }),
    );
    await time('tire search: size + EV-rated', (index) =>
      searchTires({ size: pick(sizes, index), evOnly: true }),
    );
    await time('tire search: EV-rated, page 20', () => searchTires({ evOnly: true, page: 20 }));

    const sample = vehicles[0]!;
    const { explainTireSearch } = await import('../lib/db/tires');
    const { explainCompatibleTires } = await import('../lib/db/vehicles');
    printPlan('search_tires_by_vehicle', await explainCompatibleTires(sample.id, sample.oem_tire_size));
    for (const [label, search] of [
      ['tire search: brand', { brand: 'Pirelli' }],
      ['tire search: EV-rated, page 20', { evOnly: true, page: 20 }],
    ] as const) {
      const plans = await explainTireSearch(search);
      printPlan(`${label} (rows)`, plans.rows);
      printPlan(`${label} (count)`, plans.count);
    }
  } finally {
    await sql.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists ${scratch} with (force)`);
    await admin.end({ timeout: 5 });
    console.log(`dropped scratch database ${scratch}`);
  }
}
