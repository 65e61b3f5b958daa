import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { SEED_DIR } from '@/lib/db/seed';
import { referenceRows } from '../fixtures/reference-data';

const ref = (name: string) => path.join(SEED_DIR, 'reference', name);
const ids = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((id) => id.trim())
    .filter(Boolean);

interface SourceEntry {
  id: string;
  url: string;
}

async function sources(): Promise<Map<string, SourceEntry>> {
  const dir = ref('sources');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json'));
  const entries = (
    await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as SourceEntry[]),
    )
  ).flat();
  return new Map(entries.map((entry) => [entry.id, entry]));
}

describe('reference files', () => {
  it('cites a listed source for every figure of every trim, tire and EV model', async () => {
    const known = await sources();
    const unlisted: string[] = [];
    for (const file of ['vehicles.csv', 'tires.csv', 'ev_models.csv']) {
      for (const row of await referenceRows(ref(file))) {
        const label = `${file}: ${Object.values(row).slice(0, 4).join(' ')}`;
        if (!row.source_id || !known.has(row.source_id))
          unlisted.push(`${label} -> ${row.source_id || '(none)'}`);
        for (const id of ids(row.other_source_ids)) if (!known.has(id)) unlisted.push(`${label} -> ${id}`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('writes every OE size as the schema stores it, on a rim inside the trim’s wheel range', async () => {
    const misfits: string[] = [];
    for (const row of await referenceRows(ref('vehicles.csv'))) {
      const match = /^\d{3}\/\d{2}Z?R(\d{2})$/.exec(row.oem_tire_size ?? '');
      const rim = Number(match?.[1]);
      if (!match || rim < Number(row.wheel_size_min) || rim > Number(row.wheel_size_max)) {
        misfits.push(
          `${row.year} ${row.make} ${row.model} ${row.trim}: ${row.oem_tire_size} on ${row.wheel_size_min}-${row.wheel_size_max}`,
        );
      }
    }
    expect(misfits).toEqual([]);
  });

  it('takes EU label grades only from an EU label page, in the label’s own scales', async () => {
    const known = await sources();
    const wrong: string[] = [];
    for (const tire of await referenceRows(ref('tires.csv'))) {
      const label = `${tire.brand} ${tire.model} ${tire.size}`;
      const { rolling_resistance: rolling, wet_grip: wet, noise_level_db: noise } = tire;
      if (rolling && !/^[A-E]$/.test(rolling)) wrong.push(`${label}: rolling resistance ${rolling}`);
      if (wet && !/^[A-E]$/.test(wet)) wrong.push(`${label}: wet grip ${wet}`);
      if (noise && !(Number(noise) >= 60 && Number(noise) <= 80)) wrong.push(`${label}: noise ${noise} dB`);
      if (!rolling && !wet && !noise) continue;
      const cited = [tire.source_id, ...ids(tire.other_source_ids)].map(
        (id) => known.get(id ?? '')?.url ?? '',
      );
      if (!cited.some((url) => url.startsWith('https://eprel.ec.europa.eu/')))
        wrong.push(`${label}: no EU label cited`);
    }
    expect(wrong).toEqual([]);
  });
});
