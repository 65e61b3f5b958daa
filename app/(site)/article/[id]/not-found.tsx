import { ArticleNotFound } from '@/components/articles/article-not-found';

export default function ArticleNotFoundPage() {
  return <ArticleNotFound />;
}
