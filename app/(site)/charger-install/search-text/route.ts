import { listInstallGuides } from '@/lib/db/install-guides';

export const revalidate = 3600;

/**
 * Every published guide's body by slug, for the list's search box (GUIDES_SEARCH_TEXT_URL; the list
 * searches bodies too). Kept out of the /charger-install page so that visitors who never search do not
 * download it.
 */
export async function GET() {
  const guides = await listInstallGuides();
  return Response.json(Object.fromEntries(guides.map((guide) => [guide.slug, guide.body])));
}
