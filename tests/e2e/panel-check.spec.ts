import { expect, test, untilHydrated } from './fixtures';
import { typeExampleHouse } from './panel-check-example';

test.use({ pagePerWorker: true });

const EXISTING =
  '/panel-check?method=220.83&service=100&sqft=1500&sac=2&laundry=1&appliance=range:8000&appliance=dryer:5000&heat=0&cool=3600&newheat=0&newcool=0&charger=32';
const MEASURED = '/panel-check?method=220.87&service=150&peak=14.2&charger=40';

function pngSize(buffer: Buffer) {
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test('the form shows the 220.83(A) example while typing and puts it in the address', async ({ page }) => {
  const response = await page.goto('/panel-check');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Panel Check: Can My Home Take an EV Charger?' }),
  ).toBeVisible();
  await expect(page.getByTestId('panel-notice')).toContainText('not a permit-ready calculation');
  await expect(page.getByTestId('panel-empty')).toBeVisible();

  await typeExampleHouse(page);
  // 32 A is the charger's default
  await expect(page.getByLabel('Charger size (A)')).toHaveValue('32');

  const results = page.getByTestId('panel-results');
  await expect(page.getByTestId('panel-verdict')).toHaveText(
    'A 32 A charger fits this 100 A service: the calculated load is 77.5 A, leaving 22.5 A.',
  );
  await expect(page.getByTestId('panel-headroom')).toHaveText('22.5 A');
  await expect(page.getByTestId('panel-breaker')).toHaveText('40 A');
  await expect(page.getByTestId('panel-largest')).toHaveText('48 A');
  await expect(results.getByRole('row', { name: /Connected load/ })).toContainText('34,480');
  await expect(results.getByRole('row', { name: /220\.57/ })).toContainText('7,680');
  await expect
    .poll(() => new URL(page.url()).searchParams.getAll('appliance'))
    .toEqual(['Dryer:5000', 'Dishwasher:1200', 'Range:8000']);
  await expect(page.getByTestId('panel-house')).toHaveText(
    'Without the charger, the house comes to 64.7 A (15,520 VA), leaving 35.3 A of its 100 A service.',
  );

  // Cooling in kW: the link keeps VA and the result is the same.
  await page.getByRole('radio', { name: 'kW' }).check();
  await expect(page.getByLabel('Existing cooling (kW)')).toHaveValue('3.6');
  await page.getByLabel('Existing cooling (kW)').fill('4.8');
  await expect.poll(() => new URL(page.url()).searchParams.get('cool')).toBe('4800');
  await page.getByRole('radio', { name: 'A at 240 V' }).check();
  await expect(page.getByLabel('Existing cooling (A at 240 V)')).toHaveValue('20');
  await page.getByLabel('Existing cooling (A at 240 V)').fill('15');
  await expect.poll(() => new URL(page.url()).searchParams.get('cool')).toBe('3600');
  await expect(page.getByTestId('panel-headroom')).toHaveText('22.5 A');

  // A bad value gets its message and no verdict.
  await page.getByLabel('Service rating (A)').fill('500');
  await expect(page.getByText('Service rating must be a number from 30 to 400 A.')).toBeVisible();
  await expect(page.getByTestId('panel-verdict')).toBeHidden();
  await page.getByLabel('Service rating (A)').fill('100');
  await page.getByLabel('Charger size (A)').selectOption('48');
  await expect(page).toHaveURL(/charger=48/);

  // The installers link appears only for a state the directory has installers in.
  const state = page.getByLabel('Your state (optional)');
  const installers = page.getByTestId('panel-installers');
  await state.selectOption('Texas');
  await expect(installers.getByRole('link', { name: 'Find installers in Texas' })).toHaveAttribute(
    'href',
    '/installers?state=Texas',
  );
  await state.selectOption('Alabama');
  await expect(installers).toContainText(
    'No installer in our directory serves Alabama yet: ask a licensed electrician in Alabama. The nearest states that have one: Florida and Georgia.',
  );
  await expect(installers.getByRole('link', { name: 'Find installers in Alabama' })).toHaveCount(0);
  await expect(installers.getByRole('link', { name: 'Florida' })).toHaveAttribute('href', '/installers?state=Florida');
  await state.selectOption('Hawaii');
  await expect(installers).toHaveText(
    'No installer in our directory serves Hawaii yet: ask a licensed electrician in Hawaii.',
  );
});

test('the 60 A house that is over on its own says so first, and suggests no charger setting that cannot fit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(
    '/panel-check?method=220.83&service=60&sqft=1100&appliance=Range:8000&appliance=Dryer:5000&appliance=Water+heater:4500&heat=0&cool=0&charger=32',
  );
  await expect(page.getByTestId('panel-house')).toHaveText(
    'Without the charger, the house already comes to 62.2 A (14,920 VA): 2.2 A over its 60 A service.',
  );
  await expect(page.getByTestId('panel-verdict')).toContainText('75.0 A, 15.0 A over');
  await expect(page.getByTestId('panel-advice-lead')).toHaveText(
    'The house alone is already over its 60 A service, so no charger setting by itself can fit: the existing load is what has to change.',
  );
  const options = page.getByTestId('panel-options');
  await expect(options).not.toContainText(/\b(16|24) A charger/);
  await expect(options).not.toContainText('can cap the charger’s load so that it fits');
  await expect(page.getByTestId('panel-option-setting')).toHaveCount(0);
  await expect(page.getByTestId('panel-option-measured')).toContainText('at most 5.37 kW');
  await expect(page.getByTestId('panel-option-ems')).toContainText('at most 48.0 A (80 %)');
  await expect(page.getByTestId('panel-option-ems')).toContainText('shed up to 27.0 A (6,472 VA)');
  await expect(page.getByTestId('panel-option-upgrade')).toContainText('a 100 A service would take it');
  await expect(page.getByTestId('panel-largest')).toHaveText('None');

  // preset names in plain words, whole in their fields at 390 px
  const name = page.getByLabel('Appliance 3 name');
  await expect(name).toHaveValue('Water heater');
  expect(await name.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  await untilHydrated(name);
  await expect(page.getByRole('button', { name: '+ Well pump 1,500 VA' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('measured demand asks about solar and the year of data before it gives a verdict', async ({ page }) => {
  await page.goto(MEASURED);
  await expect(page.getByTestId('panel-verdict')).toContainText(
    'fits this 150 A service: the calculated load is 114.0 A, leaving 36.0 A.',
  );
  const solar = page.getByLabel('The home has solar, a battery or other peak shaving');
  await untilHydrated(solar);
  await solar.check();
  await expect(page.getByTestId('panel-measured-blocked')).toContainText('not permitted');
  await expect(page.getByTestId('panel-verdict')).toBeHidden();
});

test('a shared link carries its result, title and preview in the server HTML, without JavaScript', async ({
  browser,
  request,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  const response = await page.goto(EXISTING);
  expect(response?.status()).toBe(200);
  // range 8,000 + dryer 5,000 (no dishwasher): 33,280 VA connected; 8,000 + 40 % × 25,280 = 18,112 VA = 75.5 A
  await expect(page.getByTestId('panel-verdict')).toHaveText(
    'A 32 A charger fits this 100 A service: the calculated load is 75.5 A, leaving 24.5 A.',
  );
  await expect(page.getByTestId('panel-results')).toContainText('33,280');
  // The answer comes first, above the form, and its link works without JavaScript.
  await expect(page.getByTestId('panel-answer')).toHaveText(
    'It fits. A 32 A charger fits this 100 A service: the calculated load is 75.5 A, leaving 24.5 A. See the arithmetic and what to do next',
  );
  await page.getByRole('link', { name: 'See the arithmetic and what to do next' }).click();
  await expect(page.getByTestId('panel-verdict')).toBeInViewport();
  expect(await page.title()).toContain('32 A EV charger on a 100 A service: fits (NEC 220.83(A))');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain('Breaker 40 A');
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toContain('/api/og/panel-check?method=220.83&service=100');

  await page.goto(MEASURED);
  await expect(page.getByTestId('panel-verdict')).toContainText('114.0 A');
  expect(await page.title()).toContain('40 A EV charger on a 150 A service: fits (NEC 220.87)');
  await noScript.close();

  const image = await request.get(new URL(ogImage!).pathname + new URL(ogImage!).search);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
});

test('a result that does not fit says what to do instead, and fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // 220.83(B): 9,000 VA of new heating on a 60 A service; even 16 A does not fit
  await page.goto(
    '/panel-check?method=220.83&service=60&sqft=2500&sac=2&laundry=1&appliance=range:12000&heat=0&cool=3600&newheat=9000&newcool=0&charger=48',
  );
  await expect(page.getByTestId('panel-verdict')).toContainText('does not fit this 60 A service');
  await expect(page.getByTestId('panel-largest')).toHaveText('None');
  const options = page.getByTestId('panel-options');
  await expect(options).toContainText('no charger setting by itself can fit');
  await expect(options).toContainText('Settings under 30 A do not help');
  await expect(options).toContainText('An energy-management system (220.70, 750.30)');
  await expect(options).toContainText('Never fit a larger main breaker');
  await expect(
    page.getByTestId('panel-results').getByRole('row', { name: /Heating or cooling at 100/ }),
  ).toContainText('9,000');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone a link starts with its answer, which follows the inputs; a blank form has none', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(EXISTING);
  const answer = page.getByTestId('panel-answer');
  // On the first screen, where the results are a long form further down.
  await expect(answer).toBeInViewport();
  await expect(page.getByTestId('panel-verdict')).not.toBeInViewport();
  await expect(answer).toContainText('It fits. A 32 A charger fits this 100 A service');

  const service = page.getByLabel('Service rating (A)');
  await untilHydrated(service);
  await service.fill('60');
  await expect(answer).toContainText('It does not fit. A 32 A charger does not fit this 60 A service');
  await page.getByLabel('Floor area (ft²)').fill('');
  await expect(answer).toHaveText('These inputs give no verdict yet. See why');
  await answer.getByRole('link', { name: 'See why' }).click();
  await expect(page.getByTestId('panel-empty')).toBeInViewport();

  // Nothing above the form appears while a blank form is filled in.
  await page.goto('/panel-check');
  await untilHydrated(page.getByLabel('Service rating (A)'));
  await page.getByLabel('Service rating (A)').fill('100');
  await page.getByLabel('Floor area (ft²)').fill('1500');
  await expect(page.getByTestId('panel-verdict')).toBeVisible();
  await expect(answer).toHaveCount(0);
});

test('a link with bad values names them and shows no verdict', async ({ page }) => {
  await page.goto('/panel-check?method=220.83&service=500&sqft=lots&charger=32');
  const notices = page.getByTestId('parameter-notices');
  await expect(notices).toContainText('Service rating must be a number from 30 to 400 A.');
  await expect(notices).toContainText('Floor area must be a number from 100 to 20,000 ft².');
  await expect(page.getByLabel('Service rating (A)')).toHaveValue('500');
  await expect(page.getByTestId('panel-verdict')).toHaveCount(0);
});

test('the Tools menu, the guides list and a guide link to the panel check', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/charger-install');
  const nav = page.locator('header[data-site-header]').getByRole('navigation', { name: 'Main' });
  const tools = nav.getByRole('button', { name: 'Tools' });
  await untilHydrated(tools);
  await tools.click();
  await expect(nav.getByRole('link', { name: /^Panel Check/ })).toHaveAttribute('href', '/panel-check');

  await expect(page.getByRole('main').getByRole('link', { name: 'Open the panel check' })).toHaveAttribute(
    'href',
    '/panel-check',
  );
  await page.goto('/charger-install/home-installation-guide');
  await page.getByRole('main').getByRole('link', { name: 'Open the panel check' }).click();
  await expect(page).toHaveURL(/\/panel-check$/);
});
