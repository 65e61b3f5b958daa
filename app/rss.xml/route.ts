import { listPublishedArticles } from '@/lib/db/articles';
import { env } from '@/lib/env';

export const revalidate = 3600;

/** How many of the newest articles the feed carries. */
const FEED_SIZE = 50;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** RSS 2.0 feed of the published articles, newest first. */
export async function GET() {
  const { NEXT_PUBLIC_SITE_URL: origin, NEXT_PUBLIC_SITE_NAME: siteName } = env();
  const articles = (await listPublishedArticles())
    .toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, FEED_SIZE);
  const link = (path: string) => escapeXml(new URL(path, origin).toString());
  const items = articles
    .map((article) =>
      [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${link(`/article/${article.id}`)}</link>`,
        `      <guid isPermaLink="true">${link(`/article/${article.id}`)}</guid>`,
        `      <pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>`,
        `      <description>${escapeXml(article.excerpt)}</description>`,
        ...(article.author ? [`      <dc:creator>${escapeXml(article.author)}</dc:creator>`] : []),
        ...article.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        '    </item>',
      ].join('\n'),
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${siteName}: Articles`)}</title>
    <link>${link('/articles')}</link>
    <description>Electric vehicle repair articles for technicians, DIY owners and drivers.</description>
    <language>en-us</language>
    <atom:link href="${link('/rss.xml')}" rel="self" type="application/rss+xml"/>
${articles[0] ? `    <lastBuildDate>${new Date(articles[0].publishedAt).toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
