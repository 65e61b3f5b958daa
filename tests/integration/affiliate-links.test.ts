import { POST as click } from '@/app/api/affiliate-links/[id]/click/route';
import {
  deleteAffiliateLink,
  getAdminAffiliateLink,
  getAffiliateLinks,
  insertAffiliateLink,
  listAdminAffiliateLinks,
  recordAffiliateClick,
  updateAffiliateLink,
} from '@/lib/db/affiliate-links';
import { clearOfWindowEnd } from '../fixtures/rate-limit-window';

const sql = () => globalThis.testDb.sql;

const gauge = {
  title: 'Tire pressure gauge',
  description: 'Check cold pressures against the door placard.',
  affLink: 'https://shop.example.com/gauge',
  imgUrl: 'https://img.example.com/gauge.jpg',
};

const beacon = (id: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
  click(new Request(`http://localhost/api/affiliate-links/${id}/click`, { method: 'POST', headers }), {
    params: Promise.resolve({ id }),
  });

beforeEach(async () => {
  await sql()`delete from amazon_aff_links`;
  await sql()`delete from rate_limits`;
});

describe('affiliate links', () => {
  it('adds, lists newest first, edits and deletes a link, and the public reader follows each change', async () => {
    const first = await insertAffiliateLink(gauge);
    expect(first).toMatchObject({ ...gauge, clicks: 0 });
    const second = await insertAffiliateLink({ ...gauge, title: 'Portable inflator', affLink: 'https://shop.example.com/inflator' });

    expect((await listAdminAffiliateLinks()).map((link) => link.title)).toEqual(['Portable inflator', 'Tire pressure gauge']);
    expect((await getAffiliateLinks()).map((link) => link.title)).toEqual(['Portable inflator', 'Tire pressure gauge']);

    expect(await updateAffiliateLink(first.id, { ...gauge, title: 'Digital gauge', imgUrl: '/images/products/placeholder.svg' })).toBe(true);
    expect(await getAdminAffiliateLink(first.id)).toMatchObject({ title: 'Digital gauge', imgUrl: '/images/products/placeholder.svg' });
    expect(await getAffiliateLinks()).toContainEqual(
      expect.objectContaining({ id: first.id, title: 'Digital gauge', href: gauge.affLink, imageUrl: '/images/products/placeholder.svg' }),
    );

    expect(await deleteAffiliateLink(second.id)).toBe(true);
    expect(await deleteAffiliateLink(second.id)).toBe(false);
    expect(await getAdminAffiliateLink(second.id)).toBeUndefined();
    expect((await getAffiliateLinks()).map((link) => link.id)).toEqual([first.id]);
  });

  it('reports an edit of a link that no longer exists instead of creating one', async () => {
    expect(await updateAffiliateLink(987_654, gauge)).toBe(false);
    expect(await listAdminAffiliateLinks()).toEqual([]);
  });

  it('the database refuses a link that is not a web address', async () => {
    await expect(insertAffiliateLink({ ...gauge, affLink: 'javascript:alert(1)' })).rejects.toMatchObject({ code: '23514' });
  });
});

describe('click counting', () => {
  it('counts beacons from our pages per link, shows them to the admin, and forgets them with the link', async () => {
    const link = await insertAffiliateLink(gauge);
    const other = await insertAffiliateLink({ ...gauge, title: 'Other' });
    expect((await beacon(String(link.id))).status).toBe(204);
    expect((await beacon(String(link.id), { origin: 'http://localhost', host: 'localhost' })).status).toBe(204);
    expect((await beacon(String(other.id))).status).toBe(204);

    const counts = Object.fromEntries((await listAdminAffiliateLinks()).map((row) => [row.title, row.clicks]));
    expect(counts).toEqual({ 'Tire pressure gauge': 2, Other: 1 });
    expect(await getAdminAffiliateLink(link.id)).toMatchObject({ clicks: 2 });

    await deleteAffiliateLink(link.id);
    const [left] = await sql()<{ n: number }[]>`select count(*)::int as n from affiliate_link_clicks`;
    expect(left?.n).toBe(1);
  });

  it('refuses beacons from other sites, unknown links and malformed ids without counting', async () => {
    const link = await insertAffiliateLink(gauge);
    expect((await beacon(String(link.id), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await beacon(String(link.id), { origin: 'https://evil.example', host: 'localhost' })).status).toBe(403);
    expect((await beacon(String(link.id), {})).status).toBe(403);
    expect((await beacon('999999')).status).toBe(404);
    expect((await beacon('1;drop')).status).toBe(404);
    expect(await recordAffiliateClick(999_999)).toBe(false);
    expect(await getAdminAffiliateLink(link.id)).toMatchObject({ clicks: 0 });
  });

  it('stops counting one client after 60 clicks an hour', async () => {
    const link = await insertAffiliateLink(gauge);
    await clearOfWindowEnd(3600);
    for (let i = 0; i < 60; i += 1) expect((await beacon(String(link.id))).status).toBe(204);
    expect((await beacon(String(link.id))).status).toBe(429);
    expect(await getAdminAffiliateLink(link.id)).toMatchObject({ clicks: 60 });
  });

  it('stores nothing about who clicked', async () => {
    const columns = await sql()<{ column_name: string }[]>`
      select column_name from information_schema.columns where table_name = 'affiliate_link_clicks' order by ordinal_position`;
    expect(columns.map((column) => column.column_name)).toEqual(['link_id', 'clicks', 'last_clicked_at']);
  });
});
