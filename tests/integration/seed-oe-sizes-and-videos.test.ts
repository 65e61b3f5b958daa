import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { SEED_DIR } from '@/lib/db/seed';
import { getVehicleDataStats } from '@/lib/db/vehicle-data';
import { listReadyVideos } from '@/lib/db/videos';
import { getCompatibleTires, getVehicle } from '@/lib/db/vehicles';
import { referenceRows, type VideoSeed } from '../fixtures/reference-data';
import { startFromReferenceData } from '@/tests/setup/db';

const sql = () => globalThis.testDb.sql;
const ref = (name: string) => path.join(SEED_DIR, 'reference', name);

startFromReferenceData();

describe('trims whose sources publish no load index or speed rating', () => {
  it('are stored without them, never with the back office’s 95 and H, and each cites a page', async () => {
    const rows = await referenceRows(ref('vehicles.csv'));
    const stored = await sql()<
      { key: string; load_index_min: number | null; speed_rating_min: string | null; url: string | null }[]
    >`
      select concat_ws(' ', v.year, v.make, v.model, v.trim) as key, v.load_index_min, v.speed_rating_min, s.url
      from vehicles v left join data_sources s on s.id = v.source_id`;
    const byKey = new Map(stored.map((row) => [row.key, row]));
    const unpublished = rows.filter((row) => !row.load_index_min);
    expect(unpublished.length).toBeGreaterThan(0);
    for (const row of rows) {
      const key = [row.year, row.make, row.model, row.trim].join(' ');
      expect({ key, ...byKey.get(key), url: /^https?:\/\//.test(byKey.get(key)?.url ?? '') }).toEqual({
        key,
        load_index_min: row.load_index_min ? Number(row.load_index_min) : null,
        speed_rating_min: row.speed_rating_min || null,
        url: true,
      });
    }
  });

  it('count as unpublished in the Vehicle Data page’s completeness bars', async () => {
    const rows = await referenceRows(ref('vehicles.csv'));
    const stats = await getVehicleDataStats();
    expect(stats.completeness.find((item) => item.label.startsWith('Vehicles: minimum load index'))).toMatchObject({
      filled: rows.filter((row) => row.load_index_min && row.speed_rating_min).length,
      total: rows.length,
    });
  });

  it('read as unpublished and list every tire of their size, whatever its load index and speed rating', async () => {
    const [trim] = await sql()<{ id: number; oem_tire_size: string }[]>`
      select v.id, v.oem_tire_size from vehicles v
      where v.load_index_min is null and exists (select 1 from fitments f where f.vehicle_id = v.id)
      order by v.id limit 1`;
    const vehicle = await getVehicle(trim!.id);
    expect(vehicle).toMatchObject({ loadIndexMin: null, speedRatingMin: null, oemTireSize: trim!.oem_tire_size });
    const sameSize = await sql()<{ id: number; load_index: number; speed_rating: string }[]>`
      select id, load_index, speed_rating from tires where size = ${trim!.oem_tire_size} order by id`;
    const listed = await getCompatibleTires(trim!.id, trim!.oem_tire_size);
    expect(listed.map((tire) => tire.id).sort((a, b) => a - b)).toEqual(sameSize.map((tire) => tire.id));
    expect(sameSize.length).toBeGreaterThan(1);
  });
});

describe('seeded videos', () => {
  it('list the five videos of videos.json, each with the page that shows its id and title', async () => {
    const file = JSON.parse(await readFile(ref('videos.json'), 'utf8')) as VideoSeed[];
    expect(file).toHaveLength(5);
    const listed = await listReadyVideos();
    expect(listed.map((video) => video.youtubeId).sort()).toEqual(file.map((row) => row.youtube_id).sort());
    const rows = await sql()<
      { youtube_id: string; title: string; channel: string | null; url: string | null; description: string | null }[]
    >`
      select v.metadata ->> 'youtube_id' as youtube_id, v.title, v.metadata ->> 'channel' as channel, s.url,
             s.description
      from videos v left join data_sources s on s.id = v.source_id`;
    for (const row of rows) {
      expect(row.url).toMatch(/^https:\/\//);
      // The cited page carries the id and the exact title together.
      expect(row.description).toContain(row.youtube_id);
      expect(row.description).toContain(row.title);
    }
  });

  it('record a channel only where the cited page states it, and never a guessed one', async () => {
    const rows = await sql()<{ channel: string | null; description: string }[]>`
      select v.metadata ->> 'channel' as channel, s.description
      from videos v join data_sources s on s.id = v.source_id`;
    const withChannel = rows.filter((row) => row.channel !== null);
    expect(withChannel.length).toBeGreaterThan(0);
    expect(withChannel.length).toBeLessThan(rows.length);
    for (const row of withChannel) {
      expect(row.channel).not.toMatch(/inferred|not stated|\(/i);
      expect(row.description).toContain(`by ${row.channel}`);
    }
  });
});
