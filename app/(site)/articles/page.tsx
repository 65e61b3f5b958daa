import { ARTICLES_METADATA, ArticlesView } from '@/app/(site)/articles/articles-view';

export const revalidate = 3600;

export const metadata = ARTICLES_METADATA;

export default function ArticlesPage() {
  return <ArticlesView query="" />;
}
