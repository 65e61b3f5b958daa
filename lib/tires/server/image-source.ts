/**
 * The outside tire image service ('tire-image-service' in the product description). No such service is bundled: an operator
 * who has one sets TIRE_IMAGE_SOURCE_URL, an endpoint answering GET ?brand=&model=&size= with
 * {"image_url": "https://…" | null}. Every call is bounded by a timeout, and a failure is reported as one,
 * never as "no image".
 */

const IMAGE_SOURCE_TIMEOUT_MS = 5000;

export type ImageLookup = { kind: 'found'; url: string } | { kind: 'none' } | { kind: 'failed'; reason: string };

export interface ImageSourceOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const HTTP_IMAGE = /^https?:\/\/\S+$/i;

export async function lookupTireImage(
  sourceUrl: string,
  tire: { brand: string; model: string; size: string },
  options: ImageSourceOptions = {},
): Promise<ImageLookup> {
  const url = new URL(sourceUrl);
  url.searchParams.set('brand', tire.brand);
  url.searchParams.set('model', tire.model);
  url.searchParams.set('size', tire.size);
  const run = options.fetch ?? fetch;
  try {
    const response = await run(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? IMAGE_SOURCE_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) return { kind: 'failed', reason: `HTTP ${response.status}` };
    const body = (await response.json()) as { image_url?: unknown; imageUrl?: unknown } | null;
    const found = body?.image_url ?? body?.imageUrl;
    if (found == null || found === '') return { kind: 'none' };
    // Only web images are stored: the public pages render the value as an <img> source.
    if (typeof found !== 'string' || !HTTP_IMAGE.test(found) || found.length > 1000) {
      return { kind: 'failed', reason: 'the answer is not an http(s) image address' };
    }
    return { kind: 'found', url: found };
  } catch (error) {
    // Read by name: the abort error is a DOMException, which need not be an Error of this realm.
    const name = (error as { name?: unknown } | null)?.name;
    return { kind: 'failed', reason: name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : 'unreachable' };
  }
}
