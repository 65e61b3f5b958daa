import path from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import matter from 'gray-matter';
import { citedSourceIds, seed, SEED_DIR } from '@/lib/db/seed';
import { countWords } from '@/lib/content/reading-time';
import { referenceRows } from '../fixtures/reference-data';

const sql = () => globalThis.testDb.sql;
const ref = (name: string) => path.join(SEED_DIR, 'reference', name);

const TABLES = [
  'data_sources', 'categories', 'glossary', 'ev_models', 'ice_models', 'regional_data', 'energy_price_updates',
  'vehicles', 'tires', 'fitments', 'tire_pressure_recommendations', 'articles', 'ev_install_articles',
  'ev_installers', 'amazon_aff_links',
] as const;

async function counts() {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from ${sql()(table)}`;
    out[table] = row?.n ?? 0;
  }
  return out;
}

let first: Record<string, number>;

beforeAll(async () => {
  await seed(sql(), { demo: true });
  first = await counts();
}, 60_000);

describe('seed loading', () => {
  it('loading twice leaves the same counts', async () => {
    await seed(sql(), { demo: true });
    expect(await counts()).toEqual(first);
  }, 60_000);

  it('loading again refreshes the pages a trim cites but keeps an edit made to its figures', async () => {
    const [trim] = await sql()<{ id: number; load_index_min: number; other_source_ids: string[] }[]>`
      select id, load_index_min, other_source_ids from vehicles where cardinality(other_source_ids) > 0
      order by id limit 1`;
    await sql()`update vehicles set load_index_min = 120, other_source_ids = '{}' where id = ${trim!.id}`;
    await seed(sql(), { demo: true });
    const [after] = await sql()<{ load_index_min: number; other_source_ids: string[] }[]>`
      select load_index_min, other_source_ids from vehicles where id = ${trim!.id}`;
    await sql()`update vehicles set load_index_min = ${trim!.load_index_min} where id = ${trim!.id}`;
    expect(after).toEqual({ load_index_min: 120, other_source_ids: trim!.other_source_ids });
  }, 60_000);

  it('loading again keeps an EV or gas model the operator edited, and leaves out one the operator deleted', async () => {
    await sql()`update ev_models set msrp = 41999, battery_capacity = 66 where epa_id = 45751`;
    await sql()`update ice_models set tank_capacity = 13.2 where epa_id = (select min(epa_id) from ice_models)`;
    const [removed] = await sql()<{ epa_id: number }[]>`
      delete from ev_models where epa_id = (select max(epa_id) from ev_models) returning epa_id`;
    const report = await seed(sql(), { demo: true });
    const [ev] = await sql()<{ msrp: number; battery_capacity: number }[]>`
      select msrp, battery_capacity from ev_models where epa_id = 45751`;
    const [gas] = await sql()<{ tank_capacity: number }[]>`
      select tank_capacity from ice_models where epa_id = (select min(epa_id) from ice_models)`;
    const [gone] = await sql()<{ n: number }[]>`
      select count(*)::int as n from ev_models where epa_id = ${removed!.epa_id}`;
    expect({ msrp: Number(ev!.msrp), battery: Number(ev!.battery_capacity), tank: Number(gas!.tank_capacity) }).toEqual({
      msrp: 41999,
      battery: 66,
      tank: 13.2,
    });
    expect(gone!.n).toBe(0);
    expect(report.ev_models_skipped_removed).toBe(1);
    expect(report.ev_models_kept_edits).toBeGreaterThanOrEqual(1);
    // once the removal is lifted and the edits cleared, the files' rows and figures come back
    await sql()`delete from reference_removals where table_name = 'ev_models'`;
    await sql()`update ev_models set figures_edited_at = null where epa_id = 45751`;
    await sql()`update ice_models set figures_edited_at = null where epa_id = (select min(epa_id) from ice_models)`;
    await seed(sql(), { demo: true });
    const [back] = await sql()<{ n: number }[]>`
      select count(*)::int as n from ev_models where epa_id = ${removed!.epa_id}`;
    expect(back!.n).toBe(1);
  }, 120_000);

  it('loading again drops a source the files no longer list, but keeps one a row still cites', async () => {
    await sql()`
      insert into data_sources (id, name, url, description, data_provided)
      values ('dropped-page', 'Dropped page', 'https://example.org/dropped', 'Old', 'nothing'),
             ('kept-page', 'Fitment guide', 'https://example.org/guide', 'Sizes', 'size')`;
    const [added] = await sql()<{ id: number }[]>`
      insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min, wheel_size_min,
                            wheel_size_max, source_id)
      values (2030, 'Zeta', 'One', 'Base', '205/55R16', 91, 'V', 16, 17, 'kept-page') returning id`;
    await seed(sql(), { demo: true });
    const left = await sql()<{ id: string }[]>`
      select id from data_sources where id in ('dropped-page', 'kept-page') order by id`;
    await sql()`delete from vehicles where id = ${added!.id}`;
    await sql()`delete from data_sources where id = 'kept-page'`;
    expect(left.map((row) => row.id)).toEqual(['kept-page']);
  }, 60_000);

  it('loads every fitment row of the file onto existing vehicles and tires', async () => {
    const rows = await referenceRows(ref('fitments.csv'));
    expect(first.fitments).toBe(rows.length);
    const [orphans] = await sql()<{ n: number }[]>`
      select count(*)::int as n from fitments f
      left join vehicles v on v.id = f.vehicle_id left join tires t on t.id = f.tire_id
      where v.id is null or t.id is null`;
    expect(orphans?.n).toBe(0);
  });

  it('keeps demo content apart: sample installers are recognisable as samples', async () => {
    const installers = await sql()<{ business_name: string; phone_number: string; website_url: string }[]>`
      select business_name, phone_number, website_url from ev_installers`;
    expect(installers.length).toBeGreaterThan(0);
    for (const installer of installers) {
      expect(installer.business_name).toMatch(/^Sample /);
      expect(installer.phone_number).toMatch(/555/);
      expect(new URL(installer.website_url).hostname).toMatch(/(^|\.)example\.com$/);
    }
  });

  it('loads no demo content unless asked', async () => {
    await sql()`delete from ev_installers`;
    await seed(sql(), { demo: false });
    const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from ev_installers`;
    expect(row?.n).toBe(0);
  }, 60_000);
});

describe('reference data', () => {
  it('meets the count floors', async () => {
    const epaEvs = await referenceRows(ref('ev_models.csv'));
    expect(first.ev_models).toBe(epaEvs.length);
    expect(first.ev_models).toBeGreaterThanOrEqual(1300);
    expect(first.ice_models).toBeGreaterThanOrEqual(12_700);
    expect(first.regional_data).toBe(51);
    expect(first.vehicles).toBeGreaterThanOrEqual(80);
    expect(first.tires).toBeGreaterThanOrEqual(60);
    expect(first.categories).toBe(10);
    expect(first.glossary).toBeGreaterThanOrEqual(200);
    expect(first.articles).toBeGreaterThanOrEqual(10);
    expect(first.ev_install_articles).toBeGreaterThanOrEqual(8);
    expect(first.energy_price_updates).toBe(1);
  });

  it('gives every EV its EPA id, a listed source and a positive EPA range, and every model year from 2011', async () => {
    const [row] = await sql()<{ total: number; without_id: number; without_source: number; bad_range: number; min_year: number; max_year: number }[]>`
      select count(*)::int as total,
             count(*) filter (where epa_id is null)::int as without_id,
             count(*) filter (where source_id is null or source_id not in (select id from data_sources))::int as without_source,
             count(*) filter (where not (epa_range > 0))::int as bad_range,
             min(year) as min_year, max(year) as max_year
      from ev_models`;
    expect(row).toMatchObject({ without_id: 0, without_source: 0, bad_range: 0, min_year: 2011, max_year: 2026 });
    const [gas] = await sql()<{ without_id: number; bad_mpg: number }[]>`
      select count(*) filter (where epa_id is null)::int as without_id,
             count(*) filter (where not (mpg_city > 0 and mpg_highway > 0))::int as bad_mpg
      from ice_models`;
    expect(gas).toEqual({ without_id: 0, bad_mpg: 0 });
  });

  it('leaves a figure EPA does not publish empty, never 0, unless a row cites another source for it', async () => {
    const [zeros] = await sql()<{ n: number }[]>`
      select (select count(*) from ev_models where battery_capacity = 0 or msrp = 0 or charging_speed_l2 = 0
                or charging_speed_dcfc = 0 or efficiency = 0 or charge_240_hours = 0)
           + (select count(*) from ice_models where msrp = 0 or tank_capacity = 0 or mpg_combined = 0) as n`;
    expect(Number(zeros?.n)).toBe(0);
    // EPA's own rows carry no battery, price, charger power or tank size: a row with one cites a further page
    const [uncited] = await sql()<{ ev: number; ice: number; empty: number }[]>`
      select (select count(*) from ev_models
              where (battery_capacity is not null or msrp is not null or charging_speed_l2 is not null
                     or charging_speed_dcfc is not null) and cardinality(other_source_ids) = 0)::int as ev,
             (select count(*) from ice_models
              where (msrp is not null or tank_capacity is not null) and cardinality(other_source_ids) = 0)::int as ice,
             (select count(*) from ev_models where battery_capacity is null and msrp is null)::int as empty`;
    expect(uncited).toMatchObject({ ev: 0, ice: 0 });
    expect(uncited!.empty).toBeGreaterThan(1000);
  });

  it('gives every sourced battery a size consistent with EPA range and consumption (charging losses included)', async () => {
    const rows = await sql()<{ label: string; epa_range: number; battery_capacity: number; efficiency: number }[]>`
      select concat_ws(' ', year, make, model, trim) as label, epa_range, battery_capacity, efficiency from ev_models
      where battery_capacity is not null and efficiency is not null`;
    expect(rows.length).toBeGreaterThan(150);
    // EPA measures at the wall, so a full range draws the battery plus what charging loses
    const inconsistent = rows.filter((row) => {
      const wall = (row.epa_range * row.efficiency) / 100 / row.battery_capacity;
      return wall < 0.9 || wall > 1.45;
    });
    expect(inconsistent.map((row) => row.label)).toEqual([]);
  });

  it('keeps the figures the site cited before on the EPA row they match', async () => {
    const [row] = await sql()<{ epa_range: number; efficiency: number; battery_capacity: number | null }[]>`
      select epa_range, efficiency, battery_capacity from ev_models where epa_id = 45751`;
    // fueleconomy.gov vehicle 45751: the 2023 Chevrolet Bolt EV, 259 miles
    expect(Number(row!.epa_range)).toBe(259);
    expect(Number(row!.battery_capacity)).toBeGreaterThan(0);
  });

  it('covers the mainstream makes from 2015 to 2025', async () => {
    const rows = await sql()<{ make: string; min: number; max: number }[]>`
      select make, min(year) as min, max(year) as max from ev_models group by make`;
    const makes = rows.map((row) => row.make);
    for (const make of ['Tesla', 'Chevrolet', 'Nissan', 'Hyundai', 'Kia', 'Ford', 'Volkswagen', 'Rivian']) {
      expect(makes).toContain(make);
    }
    expect(Math.min(...rows.map((row) => row.min))).toBeLessThanOrEqual(2015);
    expect(Math.max(...rows.map((row) => row.max))).toBeGreaterThanOrEqual(2025);
  });

  it('points every numeric reference row at a listed source', async () => {
    const [missing] = await sql()<{ n: number }[]>`
      select (select count(*) from ev_models where source_id not in (select id from data_sources))
           + (select count(*) from ice_models where source_id not in (select id from data_sources))
           + (select count(*) from vehicles where source_id is null or source_id not in (select id from data_sources))
           + (select count(*) from tires where source_id is null or source_id not in (select id from data_sources))
           + (select count(*) from tire_pressure_recommendations where source_id not in (select id from data_sources))
           + (select count(*) from regional_data r where not (r.source_ids <@ array(select id from data_sources)))
           as n`;
    expect(Number(missing?.n)).toBe(0);
  });

  it('lists only sources that some row cites, as the Vehicle Data page promises', async () => {
    const rows = await sql()<{ id: string }[]>`
      select id from data_sources d where not exists (select 1 from (${citedSourceIds(sql())}) c where c.id = d.id)`;
    expect(rows.map((row) => row.id)).toEqual([]);
  });

  it('lists every further source a car, trim or tire row names (press page, manual, EU label) among the data sources', async () => {
    const rows = await sql()<{ label: string; id: string }[]>`
      select concat_ws(' ', year, make, model, trim) as label, unnest(other_source_ids) as id from ev_models
      union all select concat_ws(' ', year, make, model, trim), unnest(other_source_ids) from ice_models
      union all select concat_ws(' ', year, make, model, trim), unnest(other_source_ids) from vehicles
      union all select concat_ws(' ', brand, model, size), unnest(other_source_ids) from tires`;
    const known = new Set((await sql()<{ id: string }[]>`select id from data_sources`).map((row) => row.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !known.has(row.id))).toEqual([]);
  });

  it('gives a placard pressure only for a make and model the calculator offers', async () => {
    const orphans = await sql()<{ make: string; model: string }[]>`
      select p.make, p.model from tire_pressure_recommendations p
      where not exists (select 1 from ev_models e where e.make = p.make
                          and (e.model = p.model or e.model like p.model || ' %' or e.model like p.model || ' (%'))`;
    expect(orphans).toEqual([]);
  });

  it('parses every OE size as width/aspect R diameter', async () => {
    const rows = await sql()<{ oem_tire_size: string }[]>`select oem_tire_size from vehicles`;
    for (const { oem_tire_size } of rows) {
      const match = /^(\d{3})\/(\d{2})Z?R(\d{2})$/.exec(oem_tire_size);
      expect(match).not.toBeNull();
      const [, width, aspect, rim] = match!.map(Number);
      expect(width).toBeGreaterThanOrEqual(155);
      expect(aspect).toBeGreaterThanOrEqual(25);
      expect(rim).toBeGreaterThanOrEqual(14);
    }
  });

  it('keeps placard pressures within the site’s bounds (36-48 PSI, max 50 or 55 for Rivian)', async () => {
    const rows = await sql()<{ make: string; recommended_psi: number; max_psi: number }[]>`
      select make, recommended_psi, max_psi from tire_pressure_recommendations`;
    for (const row of rows) {
      expect(row.recommended_psi).toBeGreaterThanOrEqual(36);
      expect(row.recommended_psi).toBeLessThanOrEqual(48);
      expect(row.max_psi).toBe(row.make === 'Rivian' ? 55 : 50);
    }
  });

  it('puts every trim’s OE size on a rim inside its wheel range', async () => {
    const rows = await sql()<{ label: string }[]>`
      select concat_ws(' ', year, make, model, trim) as label from vehicles
      where substring(oem_tire_size from 'R([0-9]{2})$')::int not between wheel_size_min and wheel_size_max`;
    expect(rows).toEqual([]);
  });

  it('loads the EU wet grip grade of the files and keeps an operator’s change to it', async () => {
    const labelled = (await referenceRows(ref('tires.csv'))).filter((tire) => tire.wet_grip);
    expect(labelled.length).toBeGreaterThan(0);
    const rows = await sql()<{ id: number; brand: string; model: string; size: string; wet_grip: string }[]>`
      select id, brand, model, size, wet_grip from tires where wet_grip is not null order by id`;
    expect(rows.map((row) => `${row.brand}|${row.model}|${row.size}|${row.wet_grip}`).sort()).toEqual(
      labelled.map((tire) => `${tire.brand}|${tire.model}|${tire.size}|${tire.wet_grip}`).sort(),
    );
    const [tire] = rows;
    const changed = tire!.wet_grip === 'A' ? 'B' : 'A';
    await sql()`update tires set wet_grip = ${changed} where id = ${tire!.id}`;
    await seed(sql(), { demo: true });
    const [after] = await sql()<{ wet_grip: string }[]>`select wet_grip from tires where id = ${tire!.id}`;
    await sql()`update tires set wet_grip = ${tire!.wet_grip}, figures_edited_at = null where id = ${tire!.id}`;
    expect(after?.wet_grip).toBe(changed);
  }, 60_000);

  it('lists an approved fitment only for a vehicle’s OE tire', async () => {
    const vehicles = await referenceRows(ref('vehicles.csv'));
    const oe = new Map(vehicles.map((v) => [`${v.year}|${v.make}|${v.model}|${v.trim}`, `${v.oe_tire_brand}|${v.oe_tire_model}`]));
    for (const fitment of await referenceRows(ref('fitments.csv'))) {
      if (fitment.approved !== 'true') continue;
      const key = `${fitment.vehicle_year}|${fitment.vehicle_make}|${fitment.vehicle_model}|${fitment.vehicle_trim}`;
      expect(oe.get(key)).toBe(`${fitment.tire_brand}|${fitment.tire_model}`);
    }
  });
});

describe('content', () => {
  it('has 10 long-form articles of 800+ words with tags and headings, two of them pinned', async () => {
    const dir = ref('articles');
    const files = (await readdir(dir)).filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThanOrEqual(10);
    let pinned = 0;
    for (const file of files) {
      const { data, content } = matter(await readFile(path.join(dir, file), 'utf8'));
      expect(countWords(content)).toBeGreaterThanOrEqual(800);
      expect((data.tags as string[]).length).toBeGreaterThan(0);
      expect(content).toMatch(/^## /m);
      if (data.pinned) pinned += 1;
    }
    expect(pinned).toBe(2);
  });

  it('has the four linked install guides and more, each with level-2 and level-3 headings', async () => {
    const rows = await sql()<{ slug: string; body: string }[]>`select slug, body from ev_install_articles`;
    const slugs = rows.map((row) => row.slug);
    for (const slug of ['home-installation-guide', 'installation-costs', 'permits-regulations', 'commercial-installation']) {
      expect(slugs).toContain(slug);
    }
    for (const row of rows) {
      expect(row.body).toMatch(/^## /m);
      expect(row.body).toMatch(/^### /m);
    }
  });

  it('spreads at least 10 glossary terms over each of the 10 categories', async () => {
    const rows = await sql()<{ id: string; n: number }[]>`
      select c.id, count(g.id)::int as n from categories c left join glossary g on g.category_id = c.id group by c.id`;
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.n).toBeGreaterThanOrEqual(10);
  });
});
