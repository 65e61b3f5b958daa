import { listArticleBodies } from '@/lib/db/articles';

export const revalidate = 3600;

/**
 * Every published article's body by id, for the list's search box (ARTICLES_SEARCH_TEXT_URL; the spec
 * searches content too). Kept out of the /articles page so that visitors who never search do not
 * download it.
 */
export async function GET() {
  const bodies = await listArticleBodies();
  return Response.json(Object.fromEntries(bodies.map((body) => [body.id, body.content])));
}
