import 'server-only';
import { withAffiliateTag } from '@/lib/affiliate';
import { cachedReader } from '@/lib/db/cached-reader';
import { db } from '@/lib/db/client';
import { TAGS } from '@/lib/db/tags';
import { env } from '@/lib/env';

/** A product as the public rotators show it: the link already carries the site's affiliate tag. */
interface AffiliateLink {
  id: number;
  title: string;
  description: string;
  href: string;
  imageUrl: string;
}

/** A row as the back office edits it (the link as stored), with its first-party click count. */
export interface AdminAffiliateLink {
  id: number;
  title: string;
  description: string;
  affLink: string;
  imgUrl: string;
  createdAt: string;
  clicks: number;
}

interface AffiliateLinkFields {
  title: string;
  description: string;
  affLink: string;
  imgUrl: string;
}

interface LinkRow {
  id: number;
  title: string;
  description: string;
  aff_link: string;
  img_url: string;
  created_at: Date;
  clicks: number;
}

const toAdmin = (row: LinkRow): AdminAffiliateLink => ({
  id: Number(row.id),
  title: row.title,
  description: row.description,
  affLink: row.aff_link,
  imgUrl: row.img_url,
  createdAt: row.created_at.toISOString(),
  clicks: Number(row.clicks),
});

/**
 * Product recommendations for the rotators, newest first (the site's order). A failure throws, so a page
 * regenerating during a database blip keeps its last good copy.
 */
export const getAffiliateLinks = cachedReader(
  async (): Promise<AffiliateLink[]> => {
    const rows = await db()<Omit<LinkRow, 'created_at' | 'clicks'>[]>`
      select id, title, description, aff_link, img_url from amazon_aff_links order by created_at desc, id desc`;
    const tag = env().AFFILIATE_TAG;
    return rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      description: row.description,
      href: withAffiliateTag(row.aff_link, tag),
      imageUrl: row.img_url,
    }));
  },
  ['affiliate-links'],
  [TAGS.affiliateLinks],
);

/** Every link for the back office, newest first, with its click count (uncached: the admin sees the truth). */
export async function listAdminAffiliateLinks(): Promise<AdminAffiliateLink[]> {
  return (
    await db()<LinkRow[]>`
      select l.id, l.title, l.description, l.aff_link, l.img_url, l.created_at, coalesce(c.clicks, 0) as clicks
      from amazon_aff_links l left join affiliate_link_clicks c on c.link_id = l.id
      order by l.created_at desc, l.id desc`
  ).map(toAdmin);
}

export async function getAdminAffiliateLink(id: number): Promise<AdminAffiliateLink | undefined> {
  const [row] = await db()<LinkRow[]>`
    select l.id, l.title, l.description, l.aff_link, l.img_url, l.created_at, coalesce(c.clicks, 0) as clicks
    from amazon_aff_links l left join affiliate_link_clicks c on c.link_id = l.id
    where l.id = ${id}`;
  return row ? toAdmin(row) : undefined;
}

export async function insertAffiliateLink(fields: AffiliateLinkFields): Promise<AdminAffiliateLink> {
  const [row] = await db()<LinkRow[]>`
    insert into amazon_aff_links (title, description, aff_link, img_url)
    values (${fields.title}, ${fields.description}, ${fields.affLink}, ${fields.imgUrl})
    returning id, title, description, aff_link, img_url, created_at, 0 as clicks`;
  return toAdmin(row!);
}

/** Updates the four fields; false when the link no longer exists. */
export async function updateAffiliateLink(id: number, fields: AffiliateLinkFields): Promise<boolean> {
  const rows = await db()`
    update amazon_aff_links
    set title = ${fields.title}, description = ${fields.description}, aff_link = ${fields.affLink}, img_url = ${fields.imgUrl}
    where id = ${id}
    returning id`;
  return rows.length > 0;
}

/** Deletes the link (its click count goes with it); false when it did not exist. */
export async function deleteAffiliateLink(id: number): Promise<boolean> {
  const rows = await db()`delete from amazon_aff_links where id = ${id} returning id`;
  return rows.length > 0;
}

/** Adds one click to a link's counter; false for an unknown link (nothing is stored then). */
export async function recordAffiliateClick(id: number): Promise<boolean> {
  const rows = await db()`
    insert into affiliate_link_clicks (link_id, clicks)
    select id, 1 from amazon_aff_links where id = ${id}
    on conflict (link_id) do update set clicks = affiliate_link_clicks.clicks + 1, last_clicked_at = now()
    returning link_id`;
  return rows.length > 0;
}
