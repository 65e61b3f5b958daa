/**
 * Wheel diameters stated in an EV's EPA model name. EPA rates many EVs once per wheel option and writes the
 * option into the name in a dozen spellings: "(19 inch Wheels)", "(20in)", "21inch wheels", "with19 inch wheels",
 * "19in. Wheels", "22 inch tire", "(19/20 Inch Wheels)", "(20 and 22 Inch Wheels)", and front/rear pairs such as
 * "w/20F21R wheels". Only a number followed by an inch mark, or in such a pair, counts: "ARIYA … 87kWh 19" or
 * "(19 kW Charger)" name no wheel. See docs/product/tire-directory.md § EV without a published size.
 */

const INCHES = String.raw`(?:-?\s?(?:inch|in\b|in\.|"))`;
const SINGLE = new RegExp(String.raw`(?:^|\D)(1[2-9]|2[0-6])${INCHES}`, 'gi');
const ALTERNATIVES = new RegExp(
  String.raw`\b(1[2-9]|2[0-6])\s*(?:/|and|or)\s*(1[2-9]|2[0-6])${INCHES}`,
  'gi',
);
const FRONT_REAR = /\b(1[2-9]|2[0-6])F(1[2-9]|2[0-6])R\b/gi;

/** The wheel diameters in inches a name states, ascending and without repeats; empty when it states none. */
export function epaWheelDiameters(name: string): number[] {
  const found = new Set<number>();
  for (const match of name.matchAll(ALTERNATIVES)) {
    found.add(Number(match[1]));
    found.add(Number(match[2]));
  }
  for (const match of name.matchAll(FRONT_REAR)) {
    found.add(Number(match[1]));
    found.add(Number(match[2]));
  }
  for (const match of name.matchAll(SINGLE)) found.add(Number(match[1]));
  return [...found].sort((a, b) => a - b);
}
