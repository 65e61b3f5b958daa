/** VIN structure (49 CFR Part 565): characters, the position-9 check digit and the position-10 model year. */

export const VIN_LENGTH = 17;

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export function normalizeVin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

type VinProblem = 'length' | 'forbidden-letters' | 'characters' | 'check-digit';

/** The check digit a VIN should carry in position 9 ('0'-'9' or 'X'); null if a character has no value. */
export function expectedCheckDigit(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return null;
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const char = vin[index]!;
    const value = /\d/.test(char) ? Number(char) : TRANSLITERATION[char];
    if (value === undefined) return null;
    sum += value * WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

// Exported for its unit test: the rule is the contract.
export function hasValidCheckDigit(vin: string): boolean {
  const expected = expectedCheckDigit(vin);
  return expected !== null && vin[8] === expected;
}

/** The first problem with a VIN, or null when it is well formed and its check digit matches. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin.length !== VIN_LENGTH) return 'length';
  if (/[IOQ]/.test(vin)) return 'forbidden-letters';
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return 'characters';
  if (!hasValidCheckDigit(vin)) return 'check-digit';
  return null;
}

/** Position-10 codes in their 30-year cycle; I, O, Q, U, Z and 0 are never used. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year from position 10. The code repeats every 30 years; for cars, MPVs and light trucks a
 * numeric position 7 means the 1980–2009 cycle and a letter means 2010–2039.
 */
export function decodeModelYear(vin: string): number | null {
  const code = vin[9];
  const position7 = vin[6];
  if (!code || !position7) return null;
  const offset = YEAR_CODES.indexOf(code);
  if (offset === -1) return null;
  const base = /\d/.test(position7) ? 1980 : 2010;
  return base + offset;
}
