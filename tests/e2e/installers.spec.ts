import { expect, test } from './fixtures';

test.use({ pagePerWorker: true });

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Each test is its own client for the per-client rate limit (addresses from the documentation range).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 254) + 1}` });
});

const cards = (page: import('@playwright/test').Page) => page.locator('[data-installer-card]');

async function cardTags(page: import('@playwright/test').Page) {
  return cards(page).evaluateAll((nodes) =>
    nodes.map((node) =>
      Array.from(node.querySelectorAll('ul[aria-label="Certifications and services"] li')).map(
        (li) => li.textContent ?? '',
      ),
    ),
  );
}

test('the directory lists installers featured first, with the sidebar resources and guide placeholders', async ({
  page,
}) => {
  const response = await page.goto('/installers');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Find EV Charger Installers' })).toBeVisible();
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  const featured = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.textContent?.includes('Featured') ?? false),
  );
  // Featured cards come before the others.
  expect(featured.indexOf(false) === -1 || !featured.slice(featured.indexOf(false)).includes(true)).toBe(
    true,
  );
  // Search engines get the same list as structured data.
  const lists = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type'?: string; itemListElement?: unknown[] })
    .filter((data) => data['@type'] === 'ItemList');
  expect(lists[0]?.itemListElement).toHaveLength(count);
  // No ad network is configured for the suite, so the list carries no ad slot between its cards.
  await expect(page.locator('ul[aria-label="Installers"] [data-ad-slot]')).toHaveCount(0);

  const sidebar = page.getByRole('complementary', { name: 'Installation resources' });
  await expect(sidebar.getByRole('link', { name: 'Commercial Installation' })).toHaveAttribute(
    'href',
    '/charger-install/commercial-installation',
  );
  await expect(sidebar.getByRole('link', { name: 'Join Our Network' })).toHaveAttribute(
    'href',
    '/installers/join',
  );
  await expect(page.getByText('Guide in development').first()).toBeVisible();
  await expect(page.getByText(/Content development notice/)).toBeVisible();
});

test('filtering by certifications keeps only installers holding all of them, in the URL; Reset Filters clears it', async ({
  page,
}) => {
  await page.goto('/installers');
  const all = await cards(page).count();
  await page.getByText('Filters', { exact: true }).click();
  const filters = page.getByRole('form', { name: 'Filter installers' });

  await filters.getByRole('checkbox', { name: 'Qmerit' }).check();
  await expect(page).toHaveURL(/cert=Qmerit/);
  await page.waitForLoadState();
  const qmerit = await cards(page).count();
  for (const tags of await cardTags(page)) expect(tags).toContain('Qmerit');

  await page
    .getByRole('form', { name: 'Filter installers' })
    .getByRole('checkbox', { name: 'EVITP Certified' })
    .check();
  await expect(page).toHaveURL(/cert=Qmerit&cert=EVITP\+Certified|cert=Qmerit.*cert=EVITP/);
  await page.waitForLoadState();
  const both = await cardTags(page);
  expect(both.length).toBeLessThanOrEqual(qmerit);
  for (const tags of both) expect(tags).toEqual(expect.arrayContaining(['Qmerit', 'EVITP Certified']));

  // The filtered view is shareable: a fresh load of the URL shows the same result.
  await page.reload();
  expect(await cardTags(page)).toEqual(both);

  await page.getByRole('link', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/installers$/);
  await expect(cards(page)).toHaveCount(all);
  // The panel stays open and its fields show the cleared filters.
  await expect(
    page.getByRole('form', { name: 'Filter installers' }).getByRole('checkbox', { name: 'Qmerit' }),
  ).not.toBeChecked();
});

test('?state= prefills the state dropdown and filters the cards; no match shows the empty text', async ({
  page,
}) => {
  await page.goto('/installers?state=Oregon');
  await expect(page.getByLabel('Your state')).toHaveValue('Oregon');
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  // Active filters open the filter panel by themselves.
  await expect(page.getByRole('form', { name: 'Filter installers' }).getByLabel('State')).toHaveValue(
    'Oregon',
  );

  await page.goto('/installers?state=Wyoming&q=zzzz-no-such-installer');
  await expect(page.getByText('No installers found matching your criteria.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.goto('/installers');
  await page.getByLabel('Your state').selectOption('Oregon');
  await expect(page).toHaveURL(/state=Oregon/);
  await expect(cards(page)).toHaveCount(count);
});

test('the application form shows its errors, then submits with a small PNG and shows the success panel', async ({
  page,
}) => {
  await page.goto('/installers/join');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByText('At least one installation type is required')).toBeVisible();
  await expect(page.getByLabel(/Business Name/)).toBeFocused();

  const name = `E2E Installer ${Date.now()}`;
  await page.getByLabel(/Business Name/).fill(name);
  await expect(page.getByText('Business name is required')).toHaveCount(0);
  await page.getByLabel(/Contact Name/).fill('Ada Lovelace');
  await page.getByLabel(/^Email/).fill('ada@volt.example.com');
  await page.getByLabel(/Phone Number/).fill('555 010 0199');
  await page.getByLabel(/^Website/).fill('volt.example.com');

  // The states list works from the keyboard: focus it, pick one, extend the choice with Shift+Down.
  const states = page.getByLabel(/States Served/);
  await states.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+ArrowDown');
  expect(
    await states.evaluate((select: HTMLSelectElement) =>
      Array.from(select.selectedOptions, (option) => option.value),
    ),
  ).toEqual(['Alabama', 'Alaska']);

  await page.getByRole('checkbox', { name: 'Residential' }).check();
  await page.getByRole('checkbox', { name: 'Licensed Electrician' }).check();
  await page.getByRole('radio', { name: /^Featured/ }).check();
  await page
    .getByLabel('Business Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('heading', { name: 'Submission Received!' })).toBeVisible();
  await expect(page.getByText('Your submission has been received!')).toBeVisible();
  await page.getByRole('button', { name: 'Submit another application' }).click();
  await expect(page.getByLabel(/Business Name/)).toHaveValue('');
});

test('a script renamed to .png is refused by the server', async ({ page }) => {
  await page.goto('/installers/join');
  await page.getByLabel(/Business Name/).fill(`E2E Script ${Date.now()}`);
  await page.getByLabel(/Contact Name/).fill('Mallory');
  await page.getByLabel(/^Email/).fill('mallory@example.com');
  await page.getByLabel(/Phone Number/).fill('555 010 0100');
  await page.getByLabel(/^Website/).fill('example.com');
  await page.getByLabel(/States Served/).selectOption(['Texas']);
  await page.getByRole('checkbox', { name: 'Commercial' }).check();
  await page
    .getByLabel('Business Logo')
    .setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('#!/bin/sh\necho pwned\n'),
    });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Logo must be a PNG, JPG or GIF image')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Submission Received!' })).toHaveCount(0);
});

const MB = 1024 * 1024;

async function fillApplication(page: import('@playwright/test').Page, name: string) {
  await page.goto('/installers/join');
  await page.getByLabel(/Business Name/).fill(name);
  await page.getByLabel(/Contact Name/).fill('Grace Hopper');
  await page.getByLabel(/^Email/).fill('grace@volt.example.com');
  await page.getByLabel(/Phone Number/).fill('555 010 0142');
  await page.getByLabel(/^Website/).fill('volt.example.com');
  await page.getByLabel(/States Served/).selectOption(['Ohio']);
  await page.getByRole('checkbox', { name: 'Residential' }).check();
}

test('a certification proof over 5MB is refused in the browser, before anything is sent', async ({ page }) => {
  await fillApplication(page, `E2E Large Proof ${Date.now()}`);
  const posts: string[] = [];
  // The page-view beacon may leave late on a busy machine; it carries no file.
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname !== '/api/analytics') posts.push(request.url());
  });
  await page
    .getByLabel('Certification Proof')
    .setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * MB)]) });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Certification proof is too large: PDF, JPG, PNG up to 5MB')).toBeVisible();
  await expect(page.getByLabel('Certification Proof')).toBeFocused();
  expect(posts).toEqual([]);
});

test('a body over the 8MB action limit, sent past the form, is answered 413 with the reason', async ({ page, request }) => {
  // The application's own action, as the browser posts it.
  await fillApplication(page, `E2E Action Id ${Date.now()}`);
  const posted = page.waitForRequest((sent) => sent.method() === 'POST' && Boolean(sent.headers()['next-action']));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const action = (await posted).headers()['next-action']!;
  await expect(page.getByRole('heading', { name: 'Submission Received!' })).toBeVisible();

  const response = await request.post('/installers/join', {
    headers: { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8', origin: new URL(page.url()).origin },
    data: Buffer.alloc(9 * MB, 'x'),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ message: 'The upload is too large: up to 8MB can be sent at once' });
});
