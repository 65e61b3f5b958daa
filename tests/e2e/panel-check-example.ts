import { untilHydrated, type Page } from './fixtures';

/**
 * Types the 220.83(A) example house into the panel check (100 A service, 1,500 ft², 3,600 VA of cooling, a dryer,
 * a dishwasher and a range whose nameplate replaces the suggested value); the form keeps its 32 A charger default.
 */
export async function typeExampleHouse(page: Page) {
  const service = page.getByLabel('Service rating (A)');
  await untilHydrated(service);
  await service.fill('100');
  await page.getByLabel('Floor area (ft²)').fill('1500');
  await page.getByLabel('Existing cooling (VA)').fill('3600');
  await page.getByRole('button', { name: '+ Dryer 5,000 VA' }).click();
  await page.getByRole('button', { name: '+ Dishwasher 1,200 VA' }).click();
  await page.getByRole('button', { name: '+ Range 12,000 VA' }).click();
  // The suggestion is a starting value: the nameplate replaces it.
  await page.getByLabel('Appliance 3 VA').fill('8000');
}
