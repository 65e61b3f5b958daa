/** NHTSA vPIC DecodeVinValues client with a short timeout; any failure means "not answered". */

const NHTSA_DEFAULT_URL = 'https://vpic.nhtsa.dot.gov/api';
const NHTSA_TIMEOUT_MS = 2500;

interface NhtsaDecode {
  year: number;
  make: string;
  model: string;
}

type NhtsaResult =
  { ok: true; decode: NhtsaDecode } | { ok: false; reason: 'timeout' | 'unreachable' | 'http' | 'no-result' };

interface VpicValues {
  ModelYear?: string;
  Make?: string;
  Model?: string;
  ErrorCode?: string;
}

export async function decodeWithNhtsa(
  vin: string,
  options: { baseUrl?: string; timeoutMs?: number } = {},
): Promise<NhtsaResult> {
  const base = (options.baseUrl ?? NHTSA_DEFAULT_URL).replace(/\/+$/, '');
  const url = `${base}/vehicles/DecodeVinValues/${encodeURIComponent(vin)}?format=json`;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? NHTSA_TIMEOUT_MS),
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    return {
      ok: false,
      reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable',
    };
  }
  if (!response.ok) return { ok: false, reason: 'http' };
  let values: VpicValues | undefined;
  try {
    const body = (await response.json()) as { Results?: VpicValues[] };
    values = body.Results?.[0];
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'no-result' };
  }
  const year = Number(values?.ModelYear);
  const make = values?.Make?.trim();
  const model = values?.Model?.trim();
  if (!Number.isInteger(year) || year < 1980 || !make || !model) return { ok: false, reason: 'no-result' };
  return { ok: true, decode: { year, make, model } };
}
