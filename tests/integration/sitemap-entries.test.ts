import { listSitemapEntries } from '@/lib/db/sitemap';

const sql = () => globalThis.testDb.sql;

describe('sitemap entries', () => {
  it('lists every public database page and nothing unpublished', async () => {
    await sql()`insert into categories (id, name) values ('battery', 'Battery')`;
    const [term] = await sql()<{ id: number }[]>`
      insert into glossary (term, explanation, category_id) values ('Contactor', 'A relay for high current.', 'battery') returning id`;
    const [published] = await sql()<{ id: number }[]>`
      insert into articles (title, content, status, published_at) values ('Live', 'Body', 'published', now()) returning id`;
    const [draft] = await sql()<{ id: number }[]>`insert into articles (title, content) values ('Draft', 'Body') returning id`;
    await sql()`
      insert into ev_install_articles (slug, title, body, published_at) values
        ('home-installation-guide', 'Home', 'Body', now()), ('not-yet', 'Later', 'Body', null)`;
    const [tire] = await sql()<{ id: number }[]>`
      insert into tires (brand, model, size, load_index, speed_rating) values ('Michelin', 'Pilot Sport EV', '235/45R18', 98, 'W') returning id`;
    const [vehicle] = await sql()<{ id: number }[]>`
      insert into vehicles (year, make, model, trim, oem_tire_size, load_index_min, speed_rating_min)
      values (2024, 'Tesla', 'Model 3', 'Long Range', '235/45R18', 98, 'W') returning id`;

    const entries = await listSitemapEntries();
    const paths = entries.map((entry) => entry.path).sort();
    expect(paths).toEqual(
      [
        `/article/${published!.id}`,
        '/category/battery',
        '/charger-install/home-installation-guide',
        `/glossary/${term!.id}`,
        `/tire-fitment/tire/${tire!.id}`,
        `/tire-fitment/vehicle/${vehicle!.id}`,
      ].sort(),
    );
    expect(paths).not.toContain(`/article/${draft!.id}`);
    expect(entries.every((entry) => !Number.isNaN(Date.parse(entry.lastModified)))).toBe(true);
  });
});
