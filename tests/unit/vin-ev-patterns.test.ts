/**
 * @jest-environment node
 */
import { decodeOffline, warmOfflineDecoder } from '@/lib/vin/server/offline';
import { modelFromMakerTable } from '@/lib/vin/maker-models';
import { candidateModelNames } from '@/lib/vin/model-names';
import { hasValidCheckDigit } from '@/lib/vin/vin';

/**
 * VINs on each EV maker's scheme as filed with NHTSA (WMI, model pattern, year code, plant), serial 123456, with
 * the check digit of ISO 3779; each line is the year, make and model the VIN stands for. The model is the name our
 * lookup ends with (NHTSA's, or the EV name it maps to).
 */
const EV_VINS: Array<[maker: string, vin: string, year: number, make: string, model: string]> = [
  ['Tesla, Fremont', '5YJ3E1EA6KF123456', 2019, 'Tesla', 'Model 3'],
  ['Tesla, Fremont', '5YJ3E1EB2RF123456', 2024, 'Tesla', 'Model 3'],
  ['Tesla, Fremont', '5YJSA1E6XRF123456', 2024, 'Tesla', 'Model S'],
  ['Tesla, Fremont', '5YJYGDEE7MF123456', 2021, 'Tesla', 'Model Y'],
  ['Tesla, Fremont', '5YJYGDEE8RF123456', 2024, 'Tesla', 'Model Y'],
  ['Tesla, Fremont', '5YJYGDEF0PF123456', 2023, 'Tesla', 'Model Y'],
  ['Tesla, Fremont', '5YJYGAEE2SF123456', 2025, 'Tesla', 'Model Y'],
  ['Tesla, Fremont', '7SAYGDEE4RF123456', 2024, 'Tesla', 'Model Y'],
  ['Tesla, Fremont', '7SAXCBE69RF123456', 2024, 'Tesla', 'Model X'],
  ['Tesla, Austin', '7SAYGDEE1PA123456', 2023, 'Tesla', 'Model Y'],
  ['Tesla, Austin', '7SAYGAEE2SA123456', 2025, 'Tesla', 'Model Y'],
  ['Tesla, Austin', '7G2CEHED7RA123456', 2024, 'Tesla', 'Cybertruck'],
  ['Chevrolet', '1G1FW6S05NA123456', 2022, 'Chevrolet', 'Bolt EV'],
  ['Chevrolet', '3GN7DNRP2RS123456', 2024, 'Chevrolet', 'Equinox EV'],
  ['Chevrolet', '3GNKDBRJ7RS123456', 2024, 'Chevrolet', 'Blazer EV'],
  ['Chevrolet', '1GC40ZEL0RU123456', 2024, 'Chevrolet', 'Silverado EV'],
  ['GMC', '1GT40FDA6PU123456', 2023, 'GMC', 'Hummer EV Pickup'],
  ['GMC', '1GKB0RDC4RU123456', 2024, 'GMC', 'Hummer EV SUV'],
  ['Cadillac', '1GYKPMRL8PZ123456', 2023, 'Cadillac', 'Lyriq'],
  ['Hyundai', 'KM8KM4DE4RU123456', 2024, 'Hyundai', 'Ioniq 5'],
  ['Hyundai', '7YAKA4AA6SA123456', 2025, 'Hyundai', 'Ioniq 5'],
  ['Hyundai', 'KMHM14AA9RA123456', 2024, 'Hyundai', 'Ioniq 6'],
  ['Hyundai', 'KM8K23AG9PA123456', 2023, 'Hyundai', 'Kona Electric'],
  ['Hyundai', 'KMHC75LH0KU123456', 2019, 'Hyundai', 'Ioniq Electric'],
  ['Kia', 'KNDC3DLC0P5123456', 2023, 'Kia', 'EV6'],
  ['Kia', 'KNDC34AA6RA123456', 2024, 'Kia', 'EV6'],
  ['Kia', 'KNDAE5L00S6123456', 2025, 'Kia', 'EV9'],
  ['Kia', 'KNDCR3A19PA123456', 2023, 'Kia', 'Niro EV'],
  ['Genesis', 'KMUKCDTC2PU123456', 2023, 'Genesis', 'GV60'],
  ['Ford', '3FMTK3SU3MM123456', 2021, 'Ford', 'Mustang Mach-E'],
  ['Ford', '1FTVW1EL0NW123456', 2022, 'Ford', 'F-150 Lightning'],
  ['Nissan', '1N4AZ1BV1RA123456', 2024, 'Nissan', 'Leaf'],
  ['Nissan', 'JN1CF0BB9PM123456', 2023, 'Nissan', 'Ariya'],
  ['Volkswagen', '1V25MPE83PA123456', 2023, 'Volkswagen', 'ID.4'],
  ['Rivian', '7FCTAAAA8RA123456', 2024, 'Rivian', 'R1T'],
  ['Rivian', '7PDSAAAA8SA123456', 2025, 'Rivian', 'R1S'],
  ['Lucid', '50EA1AAA4NA123456', 2022, 'Lucid', 'Air'],
  ['BMW', 'WBY43AW04RA123456', 2024, 'BMW', 'i4'],
  ['BMW', 'WB523CF04RA123456', 2024, 'BMW', 'iX'],
  ['MINI', 'WMWXP3C02L2123456', 2020, 'MINI', 'Cooper'],
  ['Audi', 'WA1LAAGEXNB123456', 2022, 'Audi', 'e-tron'],
  ['Audi', 'WA15AAGE1RB123456', 2024, 'Audi', 'Q8 e-tron'],
  ['Porsche', 'WP0AA2Y17RA123456', 2024, 'Porsche', 'Taycan'],
  ['Porsche', 'WP1AA2XA8SL123456', 2025, 'Porsche', 'Macan'],
  ['Mercedes-Benz', 'W1KCG2DBXNA123456', 2022, 'Mercedes-Benz', 'EQS'],
  ['Mercedes-Benz', 'W1N9M0KB2NN123456', 2022, 'Mercedes-Benz', 'EQB'],
  ['Polestar', 'YSMAA3KA3RA123456', 2024, 'Polestar', 'Polestar 2'],
  ['Volvo', 'YV4ED3UW7M2123456', 2021, 'Volvo', 'XC40'],
  ['Volvo', 'YV4ED3GM2N2123456', 2022, 'Volvo', 'C40'],
  ['Toyota', 'JTMABACA9RA123456', 2024, 'Toyota', 'bZ4X'],
  ['Subaru', 'JTMABABA7RA123456', 2024, 'Subaru', 'Solterra'],
  ['Lexus', 'JTJAAAAB5P2123456', 2023, 'Lexus', 'RZ'],
  ['Jaguar', 'SADHD2S16K1123456', 2019, 'Jaguar', 'I-PACE'],
  ['Fisker', 'VCF1ZBU25PG123456', 2023, 'Fisker', 'Ocean'],
];

describe('offline VIN decoding of the EV makers, with NHTSA data and our own table', () => {
  // The first use unpacks NHTSA's database into the temp folder, and the first VIN of each make reads its patterns.
  beforeAll(() => warmOfflineDecoder(), 120_000);

  it.each(EV_VINS)(
    '%s: %s is a %i %s %s',
    async (_maker, vin, year, make, model) => {
      expect(hasValidCheckDigit(vin)).toBe(true);
      const decoded = await decodeOffline(vin);
      expect(decoded).toMatchObject({ year });
      expect(decoded?.make.toLowerCase()).toBe(make.toLowerCase());
      expect(decoded?.model).not.toBeNull();
      expect(candidateModelNames(decoded!.make, decoded!.model!, decoded!.electric)[0]).toBe(model);
    },
    20_000,
  );

  it('reads the Tesla line from position 4 for every Tesla plant code, and nothing for other makers', () => {
    expect(modelFromMakerTable('5YJYGDEE8RF123456')).toEqual({ make: 'Tesla', model: 'Model Y' });
    expect(modelFromMakerTable('7SAYGDEE1PA123456')).toEqual({ make: 'Tesla', model: 'Model Y' });
    expect(modelFromMakerTable('7G2CEHED7RA123456')).toEqual({ make: 'Tesla', model: 'Cybertruck' });
    expect(modelFromMakerTable('5YJ3E1EA6KF123456')).toEqual({ make: 'Tesla', model: 'Model 3' });
    expect(modelFromMakerTable('5YJQE1EA6KF123456')).toBeUndefined();
    expect(modelFromMakerTable('KNDC34AA6RA123456')).toBeUndefined();
  });
});
