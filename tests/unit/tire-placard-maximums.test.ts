/**
 * @jest-environment node
 */
import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { SEED_DIR } from '@/lib/db/seed';
import type { PlacardPressure } from '@/lib/calculators/tire-pressure';
import { tireFromLink, tireResultFor } from '@/lib/calculators/forms';
import { loadTireUrl } from '@/lib/calculators/forms/links';
import { CALCULATOR_MESSAGES } from '@/lib/calculators/forms/params';
import { ev, region } from './calculators-fixtures';
import { referenceRows } from '../fixtures/reference-data';

const ref = (name: string) => path.join(SEED_DIR, 'reference', name);

async function seededPlacards(): Promise<(PlacardPressure & { sourceId: string })[]> {
  return (await referenceRows(ref('tire_pressures.csv'))).map((row) => ({
    make: row.make!,
    model: row.model!,
    recommendedPsi: Number(row.recommended_psi),
    maxPsi: Number(row.max_psi),
    sourceId: row.source_id!,
  }));
}

async function sourceIds(): Promise<Set<string>> {
  const files = (await readdir(ref('sources'))).filter((file) => file.endsWith('.json'));
  const lists = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(ref('sources'), file), 'utf8')) as { id: string }[]),
  );
  return new Set(lists.flat().map((entry) => entry.id));
}

describe('seeded placards above the product description’s 50 PSI', () => {
  it('are on file with a cited page', async () => {
    const above = (await seededPlacards()).filter((placard) => placard.maxPsi > 50);
    expect(above.length).toBeGreaterThan(0);
    const known = await sourceIds();
    for (const placard of above) expect({ model: placard.model, cited: known.has(placard.sourceId) }).toEqual({ model: placard.model, cited: true });
  });

  it('let a visitor set the target up to that vehicle’s maximum, and no further', async () => {
    const placards = await seededPlacards();
    const regions = [region()];
    for (const placard of placards.filter((entry) => entry.maxPsi > 50)) {
      const evs = [ev({ id: 7, make: placard.make, model: placard.model })];
      const atMax = tireFromLink(loadTireUrl({ id: '7', current: '35', target: String(placard.maxPsi) }), evs, regions, placards);
      expect(atMax.issues).toEqual([]);
      expect(tireResultFor(atMax.values, evs, regions, placards)?.gainPercent).toBeGreaterThan(0);
      const above = tireFromLink(
        loadTireUrl({ id: '7', current: '35', target: String(placard.maxPsi + 1) }),
        evs,
        regions,
        placards,
      );
      expect(above.issues).toEqual([CALCULATOR_MESSAGES.targetPsi(placard.maxPsi)]);
    }
  });

  it('leave a model with no placard on file at the product description’s 50 PSI', async () => {
    const evs = [ev({ id: 7, make: 'Testmake', model: 'No Placard' })];
    const link = tireFromLink(loadTireUrl({ id: '7', current: '35', target: '51' }), evs, [region()], await seededPlacards());
    expect(link.issues).toEqual([CALCULATOR_MESSAGES.targetPsi(50)]);
  });
});
