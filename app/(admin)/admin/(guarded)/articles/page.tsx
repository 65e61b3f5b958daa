import type { Metadata } from 'next';
import {
  createSampleArticle,
  importArticleFile,
  previewArticle,
  removeArticle,
  saveArticle,
  toggleArticlePin,
} from '@/app/(admin)/admin/(guarded)/articles/actions';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ArticleLibrary } from '@/components/admin/article-library';
import { LoadFailed } from '@/components/admin/load-failed';
import { requireAdminPage } from '@/lib/auth';
import { listAdminArticles } from '@/lib/db/admin-articles';
import { ARTICLE_MESSAGES } from '@/lib/admin/article';

export const metadata: Metadata = { title: 'Article Library', robots: { index: false, follow: false } };

export default async function AdminArticlesPage() {
  await requireAdminPage();
  const articles = await listAdminArticles().catch((error: unknown) => {
    console.error(ARTICLE_MESSAGES.loadFailed, error);
    return undefined;
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeader title="Article Library" subtitle="Manage your articles and blog posts" />
      {articles ? (
        <ArticleLibrary
          articles={articles}
          actions={{
            save: saveArticle,
            togglePin: toggleArticlePin,
            remove: removeArticle,
            createSample: createSampleArticle,
            preview: previewArticle,
            importFile: importArticleFile,
          }}
        />
      ) : (
        <LoadFailed message={ARTICLE_MESSAGES.loadFailed} />
      )}
    </div>
  );
}
