import type { EvModel, IceModel, RegionPrices } from '@/lib/calculators/range';

export function ev(overrides: Partial<EvModel> = {}): EvModel {
  return {
    id: 1,
    year: 2024,
    make: 'Testmake',
    model: 'Volt One',
    trim: '',
    vehicleType: 'sedan',
    epaRangeMiles: 300,
    batteryCapacityKwh: 60,
    efficiencyKwhPer100Mi: 25,
    msrpUsd: 40_000,
    chargingSpeedL2Kw: 11,
    chargingSpeedDcfcKw: 150,
    ...overrides,
  };
}

export function ice(overrides: Partial<IceModel> = {}): IceModel {
  return {
    id: 101,
    year: 2024,
    make: 'Gasmake',
    model: 'Sedan',
    trim: '',
    vehicleType: 'sedan',
    msrpUsd: 35_000,
    // EPA's combined figure for 32 city and 40 highway (55/45 by fuel used) is 35
    mpgCity: 32,
    mpgHighway: 40,
    mpgCombined: 35,
    tankCapacityGallons: 12,
    ...overrides,
  };
}

export function region(overrides: Partial<RegionPrices> = {}): RegionPrices {
  return {
    state: 'California',
    electricityRateCentsPerKwh: 20,
    superchargingRateUsdPerKwh: 0.48,
    gasPriceUsdPerGallon: 3.5,
    gridCo2LbPerMwh: 1000,
    electricityAsOf: '2026-06-30',
    superchargingAsOf: '2025-06-30',
    gasAsOf: '2026-08-01',
    ...overrides,
  };
}
