import { render, screen } from '@testing-library/react';
import { BatteryEnergy } from '@/components/calculators/battery-energy';
import { matchCommunityBattery, type CommunityBatteryRow } from '@/lib/calculators/community-battery';
import { dcFastChargeTime } from '@/lib/calculators/range';
import { ev } from './calculators-fixtures';

const record = (overrides: Partial<CommunityBatteryRow>): CommunityBatteryRow => ({
  sourceId: 'r1',
  brand: 'Kia',
  model: 'EV6',
  variant: 'Long Range 2WD',
  releaseYear: 2021,
  usableKwh: 77.4,
  ...overrides,
});

const EV6 = { year: 2024, make: 'Kia', model: 'EV6 Long Range RWD', baseModel: 'EV6', drive: 'Rear-Wheel Drive' };

describe('matching a community battery record', () => {
  it('matches make, model and variant (2WD read from EPA’s drive) from a record up to three years older', () => {
    expect(matchCommunityBattery(EV6, [record({})])?.usableKwh).toBe(77.4);
    expect(matchCommunityBattery({ ...EV6, drive: 'All-Wheel Drive', model: 'EV6 Long Range AWD' }, [record({})])).toBeNull();
    expect(matchCommunityBattery({ ...EV6, year: 2025 }, [record({})])).toBeNull();
    expect(matchCommunityBattery({ ...EV6, year: 2020 }, [record({})])).toBeNull();
  });

  it('never gives a long- or standard-range version the figure of a variant that does not say so', () => {
    const tesla = { year: 2025, make: 'Tesla', model: 'Model 3 Long Range RWD', baseModel: 'Model 3', drive: 'Rear-Wheel Drive' };
    expect(matchCommunityBattery(tesla, [record({ brand: 'Tesla', model: 'Model 3', variant: 'RWD', releaseYear: 2022 })])).toBeNull();
  });

  it('prefers the variant that names the most, and gives none where equally close records disagree', () => {
    const plain = record({ sourceId: 'r0', variant: '', usableKwh: 58 });
    expect(matchCommunityBattery(EV6, [plain, record({})])?.sourceId).toBe('r1');
    expect(matchCommunityBattery(EV6, [record({}), record({ sourceId: 'r2', usableKwh: 74 })])).toBeNull();
  });
});

describe('a community capacity in the calculators', () => {
  const vehicle = ev({
    batteryCapacityKwh: null,
    communityBattery: { usableKwh: 77.4, model: 'EV6', variant: 'Long Range 2WD', releaseYear: 2021 },
  });

  it('feeds the DC fast estimate where no cited source gives a capacity', () => {
    expect(dcFastChargeTime(ev({ batteryCapacityKwh: null }))).toBeNull();
    expect(dcFastChargeTime(vehicle)).not.toBeNull();
  });

  it('shows the battery calculator’s usable energy labelled as European specification, crediting the repository', () => {
    render(<BatteryEnergy vehicle={vehicle} remainingPercent={90} />);
    expect(screen.getByText('about 69.7 kWh of 77.4 kWh')).toBeInTheDocument();
    expect(screen.getByTestId('community-battery')).toHaveTextContent(
      '77.4 kWh usable capacity, European specification (EV6 Long Range 2WD, 2021), from Open EV Data (github.com/KilowattApp/open-ev-data)',
    );
    expect(screen.getByRole('link', { name: 'Open EV Data (github.com/KilowattApp/open-ev-data)' })).toHaveAttribute(
      'href',
      'https://github.com/KilowattApp/open-ev-data',
    );
  });
});
