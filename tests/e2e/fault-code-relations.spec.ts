import { expect as baseExpect, test, toast, untilHydrated, type PlaywrightWorkerArgs, visit } from './fixtures';
import { openAsAdmin } from './admin-session';

test.use({ pagePerWorker: true });

// Code, term and article pages render on their first request; on a busy machine that can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

// Each run is its own client, so sign-ins of earlier runs never hit a rate limit.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` } });

const ARTICLE = 'Diagnosing Isolation Faults in EV High-Voltage Systems';
const VIDEO = '4680 Battery Pack: What We Found Under the Foam!';

/** The server HTML of a page as a new visitor gets it (no JavaScript runs). */
async function html(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, path: string) {
  const response = await visit(playwright, baseURL, path);
  expect(response.status).toBe(200);
  return response.html;
}

const linkTo = (href: string, text: string) =>
  new RegExp(`href="${href}"[^>]*>${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;')}</a>`);
/** The HTML of the section a heading id labels ("About P0AA6 on this site", "Fault codes about this"). */
const section = (page: string, id: string) => {
  const start = page.indexOf(`aria-labelledby="${id}"`);
  return start < 0 ? '' : page.slice(start, page.indexOf('</section>', start));
};
const hrefOf = (page: string, pattern: string, text: string) => page.match(linkTo(pattern, text))?.[0].match(/href="([^"]+)"/)?.[1];

test('P0AA6 links the glossary terms and the article about isolation faults, and the article links P0AA6 back', async ({ playwright, baseURL }) => {
  const page = await html(playwright, baseURL, '/fault-codes/P0AA6');
  // The title links its glossary terms already: the related content is its own section.
  const code = section(page, 'code-related');
  expect(code).toMatch(linkTo('/glossary/\\d+', 'Isolation Fault'));
  expect(code).toMatch(linkTo('/glossary/\\d+', 'Isolation Fault Code P0AA6'));
  expect(code).toMatch(linkTo('/article/\\d+', ARTICLE));
  // No more "Read next" search for the code's own title, whose first hit was this page.
  expect(page).not.toContain('/search?q=Hybrid');

  const article = await html(playwright, baseURL, hrefOf(code, '/article/\\d+', ARTICLE)!);
  expect(section(article, 'article-fault-codes')).toMatch(/href="\/fault-codes\/P0AA6"/);
  const termPath = hrefOf(code, '/glossary/\\d+', 'Isolation Fault')!;
  const term = await html(playwright, baseURL, termPath);
  expect(section(term, `term-${termPath.split('/').pop()}-fault-codes`)).toMatch(/href="\/fault-codes\/P0AA6"/);
});

test('the operator hides and pins a relation in the fault code’s edit dialog, and both pages follow', async ({ page, playwright, baseURL }) => {
  test.setTimeout(300_000);
  // Rendered and cached first, so the checks below prove the change reaches the cached pages.
  const before = section(await html(playwright, baseURL, '/fault-codes/P0AA6'), 'code-related');
  const termPath = hrefOf(before, '/glossary/\\d+', 'Isolation Fault')!;
  const termCodes = `term-${termPath.split('/').pop()}-fault-codes`;
  expect(section(await html(playwright, baseURL, termPath), termCodes)).toMatch(/href="\/fault-codes\/P0AA6"/);

  await openAsAdmin(page, '/admin/fault-codes');
  const search = page.getByRole('searchbox', { name: 'Search fault codes' });
  await untilHydrated(search);
  await search.fill('P0AA6');
  await page.getByTestId('fault code-row').filter({ hasText: 'P0AA6' }).getByRole('button', { name: 'Edit P0AA6' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Fault Code' });
  const related = edit.getByRole('list', { name: 'Related content of P0AA6' });

  await related.getByRole('button', { name: 'Hide Isolation Fault', exact: true }).click();
  await expect(toast(page, 'Hidden: shown on neither page')).toBeVisible();
  await edit.getByLabel('Kind').selectOption('video');
  await edit.getByLabel('Content to pin or hide').selectOption({ label: VIDEO });
  await edit.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(toast(page, 'Pinned: shown first on both pages')).toBeVisible();
  await expect(related.getByText(VIDEO)).toBeVisible();

  const after = section(await html(playwright, baseURL, '/fault-codes/P0AA6'), 'code-related');
  expect(after).not.toMatch(linkTo('/glossary/\\d+', 'Isolation Fault'));
  expect(after).toMatch(linkTo('/videos\\?q=[^"]+', VIDEO));
  expect(section(await html(playwright, baseURL, termPath), termCodes)).not.toMatch(/href="\/fault-codes\/P0AA6"/);

  // Back to the computed relations, for the other specs and the next run.
  await edit.getByRole('button', { name: 'Show Isolation Fault again' }).click();
  await expect(toast(page, 'Back to the computed relation')).toBeVisible();
  await related.getByRole('button', { name: `Unpin ${VIDEO}` }).click();
  await expect(related.getByText(VIDEO)).toBeHidden();
  expect(section(await html(playwright, baseURL, '/fault-codes/P0AA6'), 'code-related')).toMatch(linkTo('/glossary/\\d+', 'Isolation Fault'));
});
