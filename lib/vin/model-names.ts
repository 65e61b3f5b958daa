/**
 * NHTSA names some EVs after the gasoline model they share a VIN scheme with ("Kona" with fuel type
 * Electric) or by a code ("PS2"); our rows use the names on the maker's EV pages. Keyed by lower-case
 * make and vPIC model; used only when vPIC's fuel type says Electric, unless marked `always`.
 */
const EV_NAMES: Readonly<Record<string, { names: string[]; always?: boolean }>> = {
  'hyundai|kona': { names: ['Kona Electric'] },
  'kia|niro': { names: ['Niro EV'] },
  'ford|f-150': { names: ['F-150 Lightning'] },
  'chevrolet|equinox': { names: ['Equinox EV'] },
  'chevrolet|blazer': { names: ['Blazer EV'] },
  'chevrolet|silverado': { names: ['Silverado EV'] },
  'audi|q8': { names: ['Q8 e-tron'] },
  'audi|q4': { names: ['Q4 e-tron'] },
  'hyundai|ioniq': { names: ['Ioniq Electric'] },
  'mini|hardtop': { names: ['Cooper'] },
  'nissan|ariya hatchback': { names: ['Ariya'], always: true },
  'mercedes-benz|eqs-class sedan': { names: ['EQS'], always: true },
  'mercedes-benz|eqs-class suv': { names: ['EQS'], always: true },
  'mercedes-benz|eqb-class': { names: ['EQB'], always: true },
  'polestar|ps2': { names: ['Polestar 2'], always: true },
  'polestar|ps3': { names: ['Polestar 3'], always: true },
};

/** The model names to look for in our rows, best first: the EV name, then vPIC's own. */
export function candidateModelNames(make: string, model: string, electric: boolean): string[] {
  const entry = EV_NAMES[`${make.toLowerCase()}|${model.toLowerCase()}`];
  return entry && (electric || entry.always) ? [...entry.names, model] : [model];
}
