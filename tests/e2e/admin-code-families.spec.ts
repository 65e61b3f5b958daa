import { expect as baseExpect, test, toast, untilHydrated, type PlaywrightWorkerArgs, visit } from './fixtures';
import { openAsAdmin } from './admin-session';

test.use({ pagePerWorker: true });

// Every code page renders on its first request; on a busy machine that can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

// Each run is its own client, so sign-ins of earlier runs never hit a rate limit.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` } });

/** The server HTML of a page as a new visitor gets it (no JavaScript runs). */
async function html(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, path: string) {
  const response = await visit(playwright, baseURL, path);
  expect(response.status).toBe(200);
  return response.html;
}

test('a code family edited in the back office shows on its codes’ pages at the next request', async ({ page, playwright, baseURL }) => {
  test.setTimeout(300_000);
  const cause = `Air left in the loop after a repair ${Date.now().toString(36)}`;
  // Rendered and cached first, so the check below proves the edit reaches the cached page.
  expect(await html(playwright, baseURL, '/fault-codes/P0E3C')).toContain('Motor-electronics and battery coolant pumps');

  await openAsAdmin(page, '/admin/code-families');
  const search = page.getByRole('searchbox', { name: 'Search code families' });
  await untilHydrated(search);
  await search.fill('coolant pumps');
  const row = page.getByTestId('code family-row').filter({ hasText: 'Motor-electronics and battery coolant pumps' });
  await row.getByRole('button', { name: 'Edit Motor-electronics and battery coolant pumps' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Code Family' });
  await edit.getByLabel('Usual causes').fill(`${cause}\nA seized pump`);
  await edit.getByRole('button', { name: 'Update Code Family' }).click();
  await expect(toast(page, 'Code family updated successfully')).toBeVisible();
  await expect(row).toContainText('(edited)');

  const after = await html(playwright, baseURL, '/fault-codes/P0E3C');
  expect(after).toContain(cause);
  expect(after).toContain('A seized pump');
});
