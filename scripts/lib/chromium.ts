// Every export is for the end-to-end suite and the benchmarks, which start Chromium the same way.
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium for Playwright. Its headless shell (package chromium-headless-shell) is the browser
 * Playwright itself runs headless tests in, and it takes about a quarter less time here than the full
 * browser, whose window compositing nothing here looks at; the full browser is the fallback.
 * CHROMIUM_PATH overrides both; undefined when neither is installed.
 */
export function playwrightChromium(): string | undefined {
  return process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
}

/** The flags the e2e suite and the benches start it with: no sandbox, GPU, background traffic or sync. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
