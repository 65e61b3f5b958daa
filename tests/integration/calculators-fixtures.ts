import type { Sql } from '@/lib/db/connection';

/** A minimal set of reference rows for the calculator readers, with a source as every row needs. */
export async function insertCalculatorFixtures(sql: Sql) {
  await sql`
    insert into data_sources (id, name, url, description, data_provided)
    values ('fixture-source', 'Fixture source', 'https://example.org/', 'Test rows', 'everything')`;
  await sql`
    insert into ev_models (year, make, model, trim, vehicle_type, epa_range, battery_capacity, efficiency, msrp,
                           charging_speed_l2, charging_speed_dcfc, source_id)
    values (2023, 'Nissan', 'Leaf', 'S', 'hatchback', 149, 40, 30, 28040, 6.6, 50, 'fixture-source'),
           (2024, 'Tesla', 'Model 3', 'RWD', 'sedan', 272, 57.5, 25, 38990, 7.7, null, 'fixture-source'),
           (2024, 'Kia', 'EV6', 'Wind', 'crossover', 310, 77.4, 29, 47000, 10.9, 235, 'fixture-source')`;
  await sql`
    insert into ice_models (year, make, model, trim, vehicle_type, msrp, mpg_city, mpg_highway, tank_capacity, source_id)
    values (2024, 'Honda', 'Accord', 'LX', 'sedan', 28390, 29, 37, 14.8, 'fixture-source')`;
  await sql`
    insert into regional_data (state, state_code, electricity_rate, electricity_as_of, supercharging_rate,
                               supercharging_as_of, gas_price, gas_as_of, grid_co2_lb_per_mwh, source_ids)
    values ('California', 'CA', 34.74, '2026-06-30', 0.48, '2025-06-30', 5.652, '2026-08-01', 393.5, '{eia-old,fixture-source}'),
           ('Texas', 'TX', 15.94, '2026-06-30', 0.48, '2025-06-30', 3.612, '2026-08-01', null, '{fixture-source}')`;
  await sql`
    insert into tire_pressure_recommendations (make, model, recommended_psi, max_psi, applies_to, source_id)
    values ('Tesla', 'Model 3', 42, 50, '19- and 20-inch tires', 'fixture-source'),
           ('Rivian', 'R1T', 48, 55, null, 'fixture-source')`;
  await sql`insert into categories (id, name, description) values ('maintenance', 'Maintenance', 'Upkeep')`;
  await sql`
    insert into glossary (term, explanation, category_id)
    values ('Rolling Resistance', 'Energy lost as a tire rolls.', 'maintenance'),
           ('EPA Range', 'The rated range.', 'maintenance')`;
}
