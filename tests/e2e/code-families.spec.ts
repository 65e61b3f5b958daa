import { expect as baseExpect, test } from './fixtures';

test.use({ pagePerWorker: true });

// Every code page renders on its first request; on a busy machine that can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a code page explains its family with the instrument that confirms it, and U0111 names the high-voltage module it lost', async ({ page }) => {
  await page.goto('/fault-codes/P0AA6');
  const family = page.getByRole('region', { name: 'What this family of codes means: Isolation faults' });
  await expect(family).toBeVisible();
  await expect(family.getByText('the maker’s procedure overrides it')).toBeVisible();
  await expect(family.getByRole('heading', { name: 'How a technician confirms it' })).toBeVisible();
  await expect(family.getByText(/insulation-resistance tester \(a megohmmeter\)/)).toBeVisible();
  await expect(family.getByRole('link', { name: /NFPA 70E/ })).toHaveAttribute('href', 'https://www.nfpa.org/codes-and-standards/nfpa-70e-standard-development/70e');

  await page.goto('/fault-codes/U0111');
  await expect(page.getByText('Names a module of the high-voltage system: the battery energy control module')).toBeVisible();
  // The flag keeps decision 0320's rule: the title itself does not say high voltage.
  await expect(page.getByText('Not by its title')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What this family of codes means: Lost communication with the battery and hybrid control modules' })).toBeVisible();
});
