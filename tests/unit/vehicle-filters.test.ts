/**
 * @jest-environment node
 */
import { NO_VEHICLE_FILTERS, readVehicleFilters } from '@/lib/tires/vehicle-filters';

const query = (text: string) => new URLSearchParams(text);

describe("the vehicle page's tire filters from the query string", () => {
  it('reads ticked brands and boxes as the filter form sends them', () => {
    expect(readVehicleFilters(query('brand=Michelin&brand=+Pirelli+&brand=&ev=1&oem=on'))).toEqual({
      brand: ['Michelin', 'Pirelli'],
      ev: true,
      oem: true,
    });
  });

  it('applies nothing without a query, and a repeated box counts by its last value', () => {
    expect(readVehicleFilters(query(''))).toEqual(NO_VEHICLE_FILTERS);
    expect(readVehicleFilters(query('ev=1&ev=0&oem=yes'))).toEqual({ brand: [], ev: false, oem: false });
    expect(readVehicleFilters(query('ev=true')).ev).toBe(true);
  });

  it('keeps at most 50 brands', () => {
    const many = Array.from({ length: 60 }, (_, index) => `brand=B${index}`).join('&');
    expect(readVehicleFilters(query(many)).brand).toHaveLength(50);
  });
});
