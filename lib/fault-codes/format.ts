/**
 * What any text typed as a fault code is, by the format of SAE J2012 alone: a code of a maker's range, a generic
 * code (listed here only when it is an EV code, which the database knows), the start of a code, or five
 * characters that are no code, with the character that is wrong. Pure: the code search, the site search, the
 * code page's 404 and the range page give the same answer (docs/product/fault-codes.md § Code formats).
 */

/** Any code of J2012: system letter, control digit 0–3, then three hexadecimal digits. */
export const CODE_FORMAT = /^[PBCU][0-3][0-9A-F]{3}$/;

/** Text typed as the start of a code, looked up by code ("P0AA" lists P0AA0…P0AAF). */
const PREFIX_FORMAT = /^[PBCU]([0-3][0-9A-F]{0,2})?$/;

const SYSTEM_LETTERS = {
  P: 'Powertrain: engine, transmission, and the hybrid and electric drive',
  B: 'Body: airbags, seats, lighting, doors and the cabin',
  C: 'Chassis: brakes, steering and suspension',
  U: 'Network: communication between control modules',
} as const;

type SystemLetter = keyof typeof SYSTEM_LETTERS;

/** A block of codes that one body defines: SAE for every make, or each maker for itself. */
export interface CodeRange {
  /** Its address on the site: `/fault-codes/range/{slug}`. */
  slug: string;
  first: string;
  last: string;
  control: 'generic' | 'maker';
}

const block = (first: string, last: string, control: CodeRange['control']): CodeRange => ({
  slug: `${first}-${last}`.toLowerCase(),
  first,
  last,
  control,
});

/** Every range of J2012 (its 2nd character, and for P3 the split at P3400), each one shared page. */
export const CODE_RANGES: readonly CodeRange[] = [
  block('P0000', 'P0FFF', 'generic'),
  block('P1000', 'P1FFF', 'maker'),
  block('P2000', 'P2FFF', 'generic'),
  block('P3000', 'P33FF', 'maker'),
  block('P3400', 'P3FFF', 'generic'),
  ...(['B', 'C'] as const).flatMap((letter) => [
    block(`${letter}0000`, `${letter}0FFF`, 'generic'),
    block(`${letter}1000`, `${letter}1FFF`, 'maker'),
    block(`${letter}2000`, `${letter}2FFF`, 'maker'),
    block(`${letter}3000`, `${letter}3FFF`, 'generic'),
  ]),
  block('U0000', 'U0FFF', 'generic'),
  block('U1000', 'U1FFF', 'maker'),
  block('U2000', 'U2FFF', 'maker'),
  block('U3000', 'U3FFF', 'generic'),
];

export const rangeBySlug = (slug: string) => CODE_RANGES.find((range) => range.slug === slug);

/** The range a well-formed code lies in (codes of one letter compare as hexadecimal, so as strings). */
export const rangeOf = (code: string): CodeRange =>
  CODE_RANGES.find((range) => range.first[0] === code[0] && code >= range.first && code <= range.last)!;

/** The shared page that answers for a code of a range the site does not list. */
export const rangeHref = (code: string) => `/fault-codes/range/${rangeOf(code).slug}?code=${code}`;

/** SAE's groups of generic powertrain codes, by the 3rd character (P0xxx and P2xxx). */
function powertrainGroup(char: string): string {
  if ('012'.includes(char)) return 'fuel and air metering';
  if (char === '3') return 'ignition system or misfire';
  if (char === '4') return 'auxiliary emission controls';
  if (char === '5') return 'vehicle speed, idle control and auxiliary inputs';
  if (char === '6') return 'computer and output circuits';
  if ('789'.includes(char)) return 'transmission';
  return 'hybrid and electric propulsion and other powertrain systems';
}

/** How each character of a well-formed code reads. */
export function readParts(code: string): { position: string; meaning: string }[] {
  const range = rangeOf(code);
  const letter = code[0] as SystemLetter;
  const generic = range.control === 'generic';
  return [
    { position: code[0]!, meaning: SYSTEM_LETTERS[letter] },
    {
      position: code[1]!,
      meaning: generic
        ? `Generic (${range.first}–${range.last}): defined by SAE J2012, the same on every make`
        : `Manufacturer-controlled (${range.first}–${range.last}): each maker defines it for its own cars`,
    },
    {
      position: code[2]!,
      meaning:
        generic && letter === 'P' && code[1] !== '3'
          ? `The subsystem group: ${powertrainGroup(code[2]!)}`
          : generic
            ? 'The subsystem group, as SAE J2012 assigns it'
            : 'The subsystem group, as the maker assigns it',
    },
    { position: code.slice(3), meaning: 'The circuit and the fault within that group' },
  ];
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'];

/** Why five characters are not a code: the first character that breaks the format. */
function whyNotACode(text: string): { position: number; character: string; reason: string } {
  const chars = [...text];
  const wrong = (position: number, rule: string) => ({
    position: position + 1,
    character: chars[position]!,
    reason: `The ${ORDINALS[position]} character, “${chars[position]}”, ${rule}`,
  });
  if (!/[PBCU]/.test(chars[0]!)) return wrong(0, 'must be the system letter: P, B, C or U.');
  if (!/[0-3]/.test(chars[1]!)) return wrong(1, 'must be a digit from 0 to 3.');
  const position = chars.findIndex((char, index) => index >= 2 && !/[0-9A-F]/.test(char));
  return wrong(position, 'must be a hexadecimal digit: 0 to 9 or A to F.');
}

export type CodeFormat =
  /** A well-formed code: generic ones may be listed EV codes (the database says), maker ones never are. */
  | { kind: 'code'; code: string; range: CodeRange }
  /** The start of a code: the codes starting with it are listed. */
  | { kind: 'prefix'; prefix: string }
  /** Five characters written like a code that break its format. */
  | { kind: 'not-a-code'; text: string; position: number; character: string; reason: string }
  /** Anything else: words to search for. */
  | { kind: 'text' };

/**
 * What text typed as a code is. Case and spaces around it do not matter. Five letters and digits with at least
 * one digit are read as an attempt at a code ("P0ZZZ"); five letters alone are a word ("motor").
 */
export function readCodeFormat(input: string): CodeFormat {
  const text = input.trim().toUpperCase();
  if (CODE_FORMAT.test(text)) return { kind: 'code', code: text, range: rangeOf(text) };
  if (PREFIX_FORMAT.test(text)) return { kind: 'prefix', prefix: text };
  if (/^[A-Z0-9]{5}$/.test(text) && /\d/.test(text)) return { kind: 'not-a-code', text, ...whyNotACode(text) };
  return { kind: 'text' };
}
