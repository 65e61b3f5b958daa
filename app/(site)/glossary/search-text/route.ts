import { listGlossaryTexts } from '@/lib/db/glossary';

export const revalidate = 3600;

/**
 * Every explanation's plain text by term id, for the list's search box (GLOSSARY_SEARCH_TEXT_URL; the
 * spec searches explanations too). Kept out of the /glossary page so that visitors who never search do
 * not download it.
 */
export async function GET() {
  const entries = await listGlossaryTexts();
  return Response.json(Object.fromEntries(entries.map((entry) => [entry.id, entry.text])));
}
