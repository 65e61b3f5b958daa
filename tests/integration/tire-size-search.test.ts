import { getDirectoryStart, listMakeEvs } from '@/lib/db/tire-directory';
import { listTiresInSizes } from '@/lib/db/tires';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;

startFromReferenceData();

describe("a make's EVs in the tire directory", () => {
  it('lists the Kia EV6 with each of its model years, each year linked to an EV6 of that year', async () => {
    const evs = await listMakeEvs('Kia');
    const ev6 = evs.find((ev) => ev.model === 'EV6');
    expect(ev6?.years.map((entry) => entry.year)).toEqual([2026, 2025, 2024, 2023, 2022].filter((year) =>
      ev6?.years.some((entry) => entry.year === year),
    ));
    expect(ev6?.years.map((entry) => entry.year)).toEqual(expect.arrayContaining([2022, 2023, 2024, 2025]));
    for (const { year, id } of ev6!.years) {
      const [row] = await sql()<{ year: number; make: string; base_model: string }[]>`
        select year, make, base_model from ev_models where id = ${id}`;
      expect(row).toEqual({ year, make: 'Kia', base_model: 'EV6' });
    }
    expect(evs.map((ev) => ev.model)).toEqual(expect.arrayContaining(['EV6', 'EV9', 'Niro Electric']));
  });

  it('answers a make the directory does not have with nothing', async () => {
    expect(await listMakeEvs('Nomake')).toEqual([]);
  });

  it('restores the year, model and trim of a link, dropping what the directory does not have', async () => {
    const start = await getDirectoryStart('Kia', { year: 2024, model: 'EV6', trim: 'EV6 Long Range RWD' });
    expect(start.restored?.options).toMatchObject({ year: 2024, make: 'Kia', model: 'EV6' });
    expect(start.restored?.trim).toBe('EV6 Long Range RWD');
    const madeUp = await getDirectoryStart('Kia', { year: 2024, model: 'EV600', trim: 'X' });
    expect(madeUp.restored?.options.model).toBeUndefined();
    expect(madeUp.restored?.trim).toBeUndefined();
  });
});

describe('tires near a size', () => {
  it('reads the tires of the sizes asked for only', async () => {
    const tires = await listTiresInSizes(['235/45R18']);
    expect(tires.length).toBeGreaterThan(0);
    expect(new Set(tires.map((tire) => tire.size))).toEqual(new Set(['235/45R18']));
    expect(await listTiresInSizes([])).toEqual([]);
  });
});
