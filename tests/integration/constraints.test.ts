export {};

type Row = Record<string, unknown>;

const sql = () => globalThis.testDb.sql;

/** The product link that click counters point at (created before the tests run). */
let linkId = 0;
/** The fault code that relation overrides point at (created before the tests run). */
let relationCode = '';

/** A valid row per table; each case below breaks exactly one rule of it. */
const valid: Record<string, () => Row> = {
  affiliate_link_clicks: () => ({ link_id: linkId, clicks: 1 }),
  amazon_aff_links: () => ({ title: 'Tire inflator', description: 'd', aff_link: 'https://example.com/p', img_url: 'https://example.com/i.png' }),
  analytics_events: () => ({ name: 'range_tool', properties: sql().json({}) }),
  articles: () => ({ title: 'T', content: 'C', status: 'draft', metadata: sql().json({}) }),
  categories: () => ({ id: `cat-${Math.random().toString(36).slice(2, 8)}`, name: 'N' }),
  community_battery_capacities: () => ({
    record_id: `rec-${Math.random().toString(36).slice(2, 8)}`, brand: 'B', model: 'M', release_year: 2024, usable_kwh: 70,
    source_id: 'src-test',
  }),
  code_families: () => ({
    slug: `family-${Math.random().toString(36).slice(2, 8)}`, name: 'N', watches: 'W', causes: ['C'], checks: ['K'],
    cautions: ['X'], service_information: 'S', source_ids: ['src-test'],
  }),
  data_sources: () => ({ id: `src-${Math.random().toString(36).slice(2, 8)}`, name: 'EPA', url: 'https://fueleconomy.gov', description: 'd', data_provided: 'd' }),
  energy_price_updates: () => ({ id: 'last_update', updated_at: new Date(), source: 's', record_count: 1 }),
  ev_install_articles: () => ({ slug: `guide-${Math.random().toString(36).slice(2, 8)}`, title: 'T', body: 'B' }),
  ev_installer_leads: () => ({
    business_name: 'B', contact_name: 'C', email: 'a@b.co', phone: '555-0100', website: 'example.com',
    states: ['Ohio'], install_types: ['Residential'], listing_tier: 'free', status: 'pending',
  }),
  ev_installers: () => ({ business_name: 'B' }),
  ev_models: () => ({
    year: 2024, make: 'M', model: `X${Math.random()}`, vehicle_type: 'sedan', epa_range: 300, battery_capacity: 75,
    efficiency: 25, msrp: 40000, charging_speed_l2: 11, charging_speed_dcfc: 150, source_id: 'src-test',
  }),
  fault_code_relation_overrides: () => ({
    code: relationCode, content_kind: 'article', content_id: Math.floor(Math.random() * 1e9), mode: 'pinned',
  }),
  fault_code_words: () => ({ word: `w${Math.random().toString(36).slice(2, 8)}` }),
  fault_codes: () => ({
    code: `P${Math.floor(Math.random() * 0xffff).toString(16).toUpperCase().padStart(4, '0')}`,
    published_title: 'Drive Motor "A" Phase U Current Sensor Circuit Range/Performance',
    title: 'Drive Motor "A" Phase U Current Sensor Circuit Range/Performance',
    system: 'motors',
    high_voltage: true,
    family: 'Drive Motor "A" Phase U Current Sensor Circuit',
  }),
  glossary: () => ({ term: 'T', explanation: 'E' }),
  ice_models: () => ({
    year: 2024, make: 'M', model: `X${Math.random()}`, vehicle_type: 'sedan', msrp: 30000, mpg_city: 30,
    mpg_highway: 40, tank_capacity: 13, source_id: 'src-test',
  }),
  images: () => ({ url: 'https://example.com/i.png' }),
  search_synonyms: () => ({ term: `t${Math.random().toString(36).slice(2, 8)}`, expansion: 'words' }),
  newsletter_subscribers: () => ({ email: `a${Math.random().toString(36).slice(2)}@b.co` }),
  rate_limits: () => ({ bucket: 'b', client_key: `k${Math.random()}`, window_start: new Date(), hits: 1 }),
  regional_data: () => ({
    state: `S${Math.random()}`, state_code: 'ZZ', electricity_rate: 15, electricity_as_of: '2025-01-01',
    supercharging_rate: 0.45, supercharging_as_of: '2025-01-01', gas_price: 3.2, gas_as_of: '2025-01-01',
    source_ids: ['src-test'],
  }),
  sync_logs: () => ({ type: 't', status: 'success' }),
  tire_pressure_recommendations: () => ({ make: 'M', model: `X${Math.random()}`, recommended_psi: 42, max_psi: 50, source_id: 'src-test' }),
  tires: () => ({ brand: 'B', model: `M${Math.random()}`, size: '235/45R18', load_index: 94, speed_rating: 'V' }),
  user_submissions: () => ({
    vehicle_make: 'Tesla', vehicle_model: 'Model 3', vehicle_year: 2024, tire_brand: 'B', tire_model: 'M',
    tire_size: '235/45R18', status: 'pending',
  }),
  vehicles: () => ({
    year: 2024, make: 'Tesla', model: 'Model 3', trim: `T${Math.random()}`, oem_tire_size: '235/45R18',
    load_index_min: 94, speed_rating_min: 'V',
  }),
  videos: () => ({ title: 'V', status: 'ready', metadata: sql().json({}) }),
};

/** JSON values are built lazily: the test database exists only once the file's hooks have run. */
const JSON_VALUE = Symbol('json');
const json = (value: unknown) => ({ [JSON_VALUE]: value });

const blank = '   ';
/** [constraint, table, what breaks it] — one case per CHECK constraint in the schema. */
const cases: [string, string, Row][] = [
  ['affiliate_link_clicks_clicks_check', 'affiliate_link_clicks', { clicks: -1 }],
  ['amazon_aff_links_aff_link_check', 'amazon_aff_links', { aff_link: 'javascript:alert(1)' }],
  ['amazon_aff_links_img_url_check', 'amazon_aff_links', { img_url: 'data:image/png;base64,AA' }],
  ['amazon_aff_links_title_check', 'amazon_aff_links', { title: blank }],
  ['analytics_events_name_check', 'analytics_events', { name: 'Bad Name!' }],
  ['analytics_events_properties_check', 'analytics_events', { properties: json([1]) }],
  ['articles_content_check', 'articles', { content: blank }],
  ['articles_metadata_check', 'articles', { metadata: json([]) }],
  ['articles_published_at_matches_status', 'articles', { status: 'published', published_at: null }],
  ['articles_status_check', 'articles', { status: 'archived' }],
  ['articles_title_check', 'articles', { title: blank }],
  ['categories_id_check', 'categories', { id: 'Bad Id' }],
  ['categories_name_check', 'categories', { name: blank }],
  ['code_families_cautions_check', 'code_families', { cautions: [] }],
  ['code_families_causes_check', 'code_families', { causes: [] }],
  ['code_families_checks_check', 'code_families', { checks: [] }],
  ['code_families_name_check', 'code_families', { name: blank }],
  ['code_families_service_information_check', 'code_families', { service_information: blank }],
  ['code_families_slug_check', 'code_families', { slug: 'Bad Slug' }],
  ['code_families_source_ids_check', 'code_families', { source_ids: [] }],
  ['code_families_watches_check', 'code_families', { watches: blank }],
  ['community_battery_capacities_release_year_check', 'community_battery_capacities', { release_year: 2007 }],
  ['community_battery_capacities_usable_kwh_check', 'community_battery_capacities', { usable_kwh: 0 }],
  ['data_sources_id_check', 'data_sources', { id: 'Bad_Id' }],
  ['data_sources_url_check', 'data_sources', { url: 'ftp://x' }],
  ['energy_price_updates_id_check', 'energy_price_updates', { id: 'other' }],
  ['energy_price_updates_record_count_check', 'energy_price_updates', { record_count: -1 }],
  ['energy_price_updates_last_result_check', 'energy_price_updates', { last_attempt_at: new Date(), last_result: 'ok' }],
  ['energy_price_updates_last_error_check', 'energy_price_updates', { last_error: 'x'.repeat(501) }],
  ['energy_price_updates_attempt_check', 'energy_price_updates', { last_result: 'fallback' }],
  ['ev_install_articles_body_check', 'ev_install_articles', { body: blank }],
  ['ev_install_articles_featured_image_check', 'ev_install_articles', { featured_image: json({ alt_text: 'x' }) }],
  ['ev_install_articles_featured_image_https_or_site_path', 'ev_install_articles', { featured_image: json({ url: 'javascript:alert(1)' }) }],
  ['ev_install_articles_slug_check', 'ev_install_articles', { slug: 'Not A Slug' }],
  ['ev_install_articles_title_check', 'ev_install_articles', { title: blank }],
  ['ev_installer_leads_logo_url_https_or_site_path', 'ev_installer_leads', { logo_url: 'http://example.com/logo.png' }],
  ['ev_installer_leads_business_name_check', 'ev_installer_leads', { business_name: blank }],
  ['ev_installer_leads_contact_name_check', 'ev_installer_leads', { contact_name: blank }],
  ['ev_installer_leads_decision_notification_check', 'ev_installer_leads', { decision_notification: 'pigeon' }],
  ['ev_installer_leads_email_check', 'ev_installer_leads', { email: 'not-an-email' }],
  ['ev_installer_leads_install_types_check', 'ev_installer_leads', { install_types: ['Industrial'] }],
  ['ev_installer_leads_listing_tier_check', 'ev_installer_leads', { listing_tier: 'gold' }],
  ['ev_installer_leads_message_check', 'ev_installer_leads', { message: 'x'.repeat(5001) }],
  ['ev_installer_leads_notification_check', 'ev_installer_leads', { notification: 'pigeon' }],
  ['ev_installer_leads_phone_check', 'ev_installer_leads', { phone: blank }],
  ['ev_installer_leads_rejection_reason_check', 'ev_installer_leads', { rejection_reason: 'x'.repeat(1001) }],
  ['ev_installer_leads_states_check', 'ev_installer_leads', { states: [] }],
  ['ev_installer_leads_status_check', 'ev_installer_leads', { status: 'maybe' }],
  ['ev_installer_leads_website_check', 'ev_installer_leads', { website: blank }],
  ['ev_installers_business_name_check', 'ev_installers', { business_name: blank }],
  ['ev_installers_logo_url_https_or_site_path', 'ev_installers', { logo_url: 'data:image/svg+xml,<svg onload=alert(1)>' }],
  ['ev_models_battery_capacity_check', 'ev_models', { battery_capacity: 0 }],
  ['ev_models_charge_240_hours_check', 'ev_models', { charge_240_hours: 0 }],
  ['ev_models_epa_id_check', 'ev_models', { epa_id: 0 }],
  ['ev_models_charging_speed_dcfc_check', 'ev_models', { charging_speed_dcfc: -50 }],
  ['ev_models_charging_speed_l2_check', 'ev_models', { charging_speed_l2: 0 }],
  ['ev_models_efficiency_check', 'ev_models', { efficiency: -1 }],
  ['ev_models_epa_range_check', 'ev_models', { epa_range: 0 }],
  ['ev_models_msrp_check', 'ev_models', { msrp: -1 }],
  ['ev_models_year_check', 'ev_models', { year: 1999 }],
  ['fault_code_words_word_check', 'fault_code_words', { word: 'ab' }],
  ['fault_code_relation_overrides_content_kind_check', 'fault_code_relation_overrides', { content_kind: 'tire' }],
  ['fault_code_relation_overrides_mode_check', 'fault_code_relation_overrides', { mode: 'starred' }],
  ['fault_codes_code_check', 'fault_codes', { code: 'P1A0' }],
  ['fault_codes_first_checks_check', 'fault_codes', { first_checks: 'x'.repeat(4001) }],
  ['fault_codes_likely_causes_check', 'fault_codes', { likely_causes: 'x'.repeat(4001) }],
  ['fault_codes_published_title_check', 'fault_codes', { published_title: blank }],
  ['fault_codes_system_check', 'fault_codes', { system: 'engine' }],
  ['fault_codes_title_check', 'fault_codes', { title: 'x'.repeat(201) }],
  ['glossary_explanation_check', 'glossary', { explanation: blank }],
  ['glossary_helpful_no_check', 'glossary', { helpful_no: -1 }],
  ['glossary_helpful_yes_check', 'glossary', { helpful_yes: -1 }],
  ['glossary_term_check', 'glossary', { term: blank }],
  ['glossary_views_check', 'glossary', { views: -1 }],
  ['ice_models_epa_id_check', 'ice_models', { epa_id: -1 }],
  ['ice_models_mpg_city_check', 'ice_models', { mpg_city: 0 }],
  ['ice_models_mpg_combined_check', 'ice_models', { mpg_combined: 0 }],
  ['ice_models_mpg_highway_check', 'ice_models', { mpg_highway: 0 }],
  ['ice_models_msrp_check', 'ice_models', { msrp: 0 }],
  ['ice_models_tank_capacity_check', 'ice_models', { tank_capacity: 0 }],
  ['ice_models_year_check', 'ice_models', { year: 2200 }],
  ['images_url_check', 'images', { url: '' }],
  ['newsletter_subscribers_email_check', 'newsletter_subscribers', { email: 'nope' }],
  ['rate_limits_hits_check', 'rate_limits', { hits: 0 }],
  ['regional_data_electricity_rate_check', 'regional_data', { electricity_rate: 0 }],
  ['regional_data_gas_price_check', 'regional_data', { gas_price: 0 }],
  ['regional_data_grid_co2_lb_per_mwh_check', 'regional_data', { grid_co2_lb_per_mwh: -5 }],
  ['regional_data_source_ids_check', 'regional_data', { source_ids: [] }],
  ['regional_data_state_code_check', 'regional_data', { state_code: 'ca' }],
  ['regional_data_supercharging_rate_check', 'regional_data', { supercharging_rate: 0 }],
  ['search_synonyms_expansion_check', 'search_synonyms', { expansion: ' ' }],
  ['search_synonyms_term_check', 'search_synonyms', { term: 'BMS' }],
  ['sync_logs_status_check', 'sync_logs', { status: 'unknown' }],
  ['tire_pressure_order', 'tire_pressure_recommendations', { recommended_psi: 52, max_psi: 50 }],
  ['tire_pressure_recommendations_applies_to_check', 'tire_pressure_recommendations', { applies_to: '' }],
  ['tire_pressure_recommendations_max_psi_check', 'tire_pressure_recommendations', { recommended_psi: 20, max_psi: 25 }],
  ['tire_pressure_recommendations_recommended_psi_check', 'tire_pressure_recommendations', { recommended_psi: 5 }],
  ['tires_brand_check', 'tires', { brand: blank }],
  ['tires_load_index_check', 'tires', { load_index: 200 }],
  ['tires_model_check', 'tires', { model: blank }],
  ['tires_noise_level_db_check', 'tires', { noise_level_db: 120 }],
  ['tires_rolling_resistance_check', 'tires', { rolling_resistance: 'G' }],
  ['tires_size_check', 'tires', { size: '235-45-18' }],
  ['tires_speed_rating_check', 'tires', { speed_rating: 'X' }],
  ['tires_wet_grip_check', 'tires', { wet_grip: 'G' }],
  ['user_submissions_comments_check', 'user_submissions', { comments: 'x'.repeat(2001) }],
  ['user_submissions_status_check', 'user_submissions', { status: 'done' }],
  ['user_submissions_tire_brand_check', 'user_submissions', { tire_brand: blank }],
  ['user_submissions_tire_model_check', 'user_submissions', { tire_model: blank }],
  ['user_submissions_tire_size_check', 'user_submissions', { tire_size: '18 inch' }],
  ['user_submissions_vehicle_make_check', 'user_submissions', { vehicle_make: blank }],
  ['user_submissions_vehicle_model_check', 'user_submissions', { vehicle_model: blank }],
  ['user_submissions_vehicle_year_check', 'user_submissions', { vehicle_year: 1900 }],
  ['vehicles_load_index_min_check', 'vehicles', { load_index_min: 10 }],
  ['vehicles_make_check', 'vehicles', { make: blank }],
  ['vehicles_model_check', 'vehicles', { model: blank }],
  ['vehicles_oem_tire_size_check', 'vehicles', { oem_tire_size: 'P235/45R18' }],
  ['vehicles_speed_rating_min_check', 'vehicles', { speed_rating_min: 'Z' }],
  ['vehicles_trim_check', 'vehicles', { trim: blank }],
  ['vehicles_wheel_range', 'vehicles', { wheel_size_min: 20, wheel_size_max: 18 }],
  ['vehicles_wheel_size_max_check', 'vehicles', { wheel_size_min: 18, wheel_size_max: 30 }],
  ['vehicles_wheel_size_min_check', 'vehicles', { wheel_size_min: 5 }],
  ['vehicles_year_check', 'vehicles', { year: 1950 }],
  ['videos_duration_check', 'videos', { duration: -3 }],
  ['videos_metadata_check', 'videos', { metadata: json('x') }],
  ['videos_status_check', 'videos', { status: 'deleted' }],
  ['videos_title_check', 'videos', { title: blank }],
];

beforeAll(async () => {
  await sql()`
    insert into data_sources (id, name, url, description, data_provided)
    values ('src-test', 'Test source', 'https://example.com', 'd', 'd')`;
  const [link] = await sql()<{ id: number }[]>`
    insert into amazon_aff_links (title, description, aff_link, img_url)
    values ('Counted link', 'd', 'https://example.com/p', 'https://example.com/i.png') returning id`;
  linkId = link!.id;
  const code = valid.fault_codes!();
  await insert('fault_codes', code);
  relationCode = code.code as string;
});

async function insert(table: string, input: Row) {
  const row = Object.fromEntries(
    Object.entries(input).map(([key, value]) =>
      value !== null && typeof value === 'object' && JSON_VALUE in value
        ? [key, sql().json((value as Record<symbol, never>)[JSON_VALUE] as never)]
        : [key, value],
    ),
  );
  return sql()`insert into ${sql()(table)} ${sql()(row as Record<string, never>)}`;
}

describe('CHECK constraints', () => {
  it('every CHECK constraint in the schema has a case here', async () => {
    const rows = await sql()<{ conname: string }[]>`
      select conname from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`;
    expect(cases.map(([name]) => name).sort()).toEqual(rows.map((row) => row.conname).sort());
  });

  it.each(Object.keys(valid))('a valid %s row is accepted', async (table) => {
    await expect(insert(table, valid[table]!())).resolves.toBeDefined();
    if (table === 'energy_price_updates') await sql()`delete from energy_price_updates`;
  });

  it.each(cases)('%s rejects a bad row', async (constraint, table, bad) => {
    await expect(insert(table, { ...valid[table]!(), ...bad })).rejects.toMatchObject({
      constraint_name: constraint,
    });
  });
});
