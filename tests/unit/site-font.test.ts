/**
 * @jest-environment node
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_FONT, SITE_FONT_CHARACTERS, subsetSiteFont } from '@/scripts/lib/site-font';

async function textFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(md|csv|json|sql)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the site font', () => {
  it('is the Geist cut the script makes from the installed package (not a stale copy)', async () => {
    const committed = await readFile(SITE_FONT);
    const made = await subsetSiteFont();
    expect(made.equals(committed)).toBe(true);
    // The cut is the point: well under the 69 KB of the full variable font.
    expect(committed.length).toBeLessThan(40_000);
  });

  it('has every character the seeded articles, glossary and reference data use', async () => {
    const used = new Set<string>();
    for (const file of await textFiles('supabase/seed')) {
      for (const character of await readFile(file, 'utf8'))
        if (character.codePointAt(0)! > 0x7e) used.add(character);
    }
    const missing = [...used].filter(
      (character) => !SITE_FONT_CHARACTERS.includes(character) && !/\s/u.test(character),
    );
    expect(missing).toEqual([]);
  });
});
