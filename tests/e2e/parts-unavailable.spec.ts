import { expect, failLaterScripts, test, untilHydrated, type Page } from './fixtures';
import { PART_UNAVAILABLE } from '@/components/ui/lazy-part';

// Parts that load on first use, when their script cannot be downloaded (offline, or a newer deploy replaced the
// build's files): the page stays, and the part says so or gets out of the way. On the code before, each of these
// replaced the page with the error screen.
test.use({ pagePerWorker: true });

async function stillThePage(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
}

test('the header search, pointed at and opened, loads the search page instead of the dialog', async ({ page }) => {
  await failLaterScripts(page, '/privacy');
  await page.goto('/privacy');
  const search = page.getByRole('banner').getByRole('link', { name: 'Search' });
  await untilHydrated(search);
  await search.hover();
  await stillThePage(page, 'Privacy Policy');
  await search.click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('searchbox').first()).toBeVisible();
});

test('the newsletter button opens a note that closes, and the page stays', async ({ page }) => {
  await failLaterScripts(page, '/privacy');
  await page.goto('/privacy');
  const subscribe = page.getByRole('button', { name: 'Subscribe' }).first();
  await untilHydrated(subscribe);
  await subscribe.click();
  const note = page.getByRole('dialog', { name: 'Could not load' });
  await expect(note.getByRole('alert')).toHaveText(PART_UNAVAILABLE);
  await note.getByRole('button', { name: 'Close' }).click();
  await expect(note).toBeHidden();
  await stillThePage(page, 'Privacy Policy');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a glossary term tapped while its card cannot load follows its link', async ({ page }) => {
    await failLaterScripts(page, '/fault-codes/P0AA6');
    await page.goto('/fault-codes/P0AA6');
    await untilHydrated(page.getByRole('link', { name: 'Isolation, interlock and contactors', exact: true }));
    const term = page.locator('a.glossary-term-link[data-term-id]', { hasText: 'Isolation Fault' });
    const href = (await term.getAttribute('href'))!;
    await term.tap();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Isolation Fault' })).toBeVisible();
  });
});

test('a manufacturer opened on the vehicle data page says its details could not load', async ({ page }) => {
  await failLaterScripts(page, '/vehicle-data-info');
  await page.goto('/vehicle-data-info');
  const tesla = page.getByRole('button', { name: /Tesla/ });
  await untilHydrated(tesla);
  await tesla.click();
  await expect(tesla).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listitem').filter({ has: tesla }).getByRole('alert')).toHaveText(PART_UNAVAILABLE);
  await stillThePage(page, 'Vehicle Database Information');
});

test('the fitment suggestion form, opened on a vehicle page, says it could not load', async ({ page }) => {
  await failLaterScripts(page, '/tire-fitment/vehicle/1');
  await page.goto('/tire-fitment/vehicle/1');
  const open = page.getByRole('button', { name: 'Suggest a Tire' });
  await untilHydrated(open);
  await open.click();
  await expect(page.getByRole('region', { name: 'Suggest a fitment' }).getByRole('alert')).toHaveText(PART_UNAVAILABLE);
  await stillThePage(page, /Tesla Model 3/);
});
