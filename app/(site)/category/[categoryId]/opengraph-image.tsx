import { PAGE_CARD_SIZE, pageCardImage } from '@/components/og/page-card';
import { getCategory, listCategoryTerms } from '@/lib/db/categories';

export const size = PAGE_CARD_SIZE;
export const contentType = 'image/png';
export const alt = 'Glossary category';

export default async function Image({ params }: { params: Promise<{ categoryId: string }> }) {
  const { categoryId } = await params;
  const category = await getCategory(categoryId);
  if (!category) return pageCardImage({ kind: 'Glossary category', title: 'Category not found' });
  const terms = await listCategoryTerms(categoryId);
  return pageCardImage({
    kind: 'Glossary category',
    title: category.name,
    text: category.description ?? undefined,
    facts: [terms.length === 1 ? '1 term' : `${terms.length} terms`],
  });
}
