import { PAGE_CARD_SIZE, pageCardImage } from '@/components/og/page-card';
import { firstSentence } from '@/lib/content/first-sentence';
import { getPublishedArticle } from '@/lib/db/articles';
import { rowOfSegment } from '@/lib/route-id';

export const size = PAGE_CARD_SIZE;
export const contentType = 'image/png';
export const alt = 'Repair article';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const article = await rowOfSegment((await params).id, getPublishedArticle);
  if (!article) return pageCardImage({ kind: 'Repair article', title: 'Article not found' });
  return pageCardImage({
    kind: 'Repair article',
    title: article.title,
    text: firstSentence(article.excerpt),
    facts: [article.author ? `By ${article.author}` : undefined, `${article.readingTime} min read`].filter(
      (fact): fact is string => fact !== undefined,
    ),
  });
}
