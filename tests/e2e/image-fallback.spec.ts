import { expect, test } from './fixtures';

/*
 * Video thumbnails with YouTube's host out of reach, as on these test machines (docs/decisions/0491): each card
 * shows the product's fallback (the site's copy of hqdefault, then the stock picture), no request for a picture
 * answers an error, and the browser logs no error on / or /videos.
 */

for (const path of ['/', '/videos']) {
  test(`${path}: video thumbnails fall back to the stock picture with no error in the browser`, async ({ page }) => {
    const errors: string[] = [];
    const failed: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(path);
    const thumbnails = page.locator('img[src^="/video-thumbnails/"], img[src*="/images/stock/"]');
    await expect(thumbnails.first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Every picture ends drawn: YouTube's copy when it could be kept, else the stock picture.
    await expect
      .poll(() => page.locator('img').evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).length), {
        timeout: 15_000,
      })
      .toBe(0);
    expect(await page.locator('img[src*="i.ytimg.com"], img[src*="_next/image"][src*="ytimg"]').count()).toBe(0);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
}
