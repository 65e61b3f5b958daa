/**
 * The project's own table of model codes, for VINs whose maker files its scheme with NHTSA but whose newer
 * patterns the packaged vPIC data does not hold. Tesla's scheme names the line in position 4 for every plant
 * (WMI 5YJ: Fremont cars and early Model Y; 7SA: Fremont and Austin multipurpose vehicles; 7G2: Austin trucks):
 * the 2024 Fremont-built Model Y 5YJYGDEE… has no pattern in the packaged data, while the same car from
 * 7SA… has. Used only when that data names no model. docs/product/tire-directory.md § VIN.
 */
const TESLA_LINES: Readonly<Record<string, string>> = {
  S: 'Model S',
  '3': 'Model 3',
  X: 'Model X',
  Y: 'Model Y',
  C: 'Cybertruck',
};

const MAKER_TABLES: ReadonlyArray<{
  wmis: readonly string[];
  make: string;
  models: (vin: string) => string | undefined;
}> = [{ wmis: ['5YJ', '7SA', '7G2'], make: 'Tesla', models: (vin) => TESLA_LINES[vin[3] ?? ''] }];

/** The make and model our table reads from a well-formed VIN, or undefined when the table does not cover it. */
export function modelFromMakerTable(vin: string): { make: string; model: string } | undefined {
  const table = MAKER_TABLES.find((entry) => entry.wmis.includes(vin.slice(0, 3)));
  const model = table?.models(vin);
  return table && model ? { make: table.make, model } : undefined;
}
