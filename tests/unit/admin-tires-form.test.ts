/**
 * @jest-environment node
 */
import { toInt } from '@/lib/admin/table';
import { parseTireCsv, parseTireForm, TIRE_MESSAGES, tireSchema } from '@/lib/admin/tire';
import { describeSync } from '@/lib/admin/tire-sync';
import { parseVehicleCsv, parseVehicleForm, VEHICLE_MESSAGES, vehicleSchema } from '@/lib/admin/vehicle';

const tire = {
  brand: 'Michelin',
  model: 'Pilot Sport EV',
  size: '255/40R20',
  loadIndex: '101',
  speedRating: 'Y',
};

const vehicle = {
  make: 'Kia',
  model: 'EV6',
  year: '2023',
  trim: 'GT-Line',
  oemTireSize: '255/45R20',
  loadIndexMin: '101',
  speedRatingMin: 'W',
};

describe('numeric inputs', () => {
  it('parses whole numbers and turns anything else into 0', () => {
    expect(toInt('98')).toBe(98);
    expect(toInt(' 98.7 ')).toBe(98);
    expect(toInt('abc')).toBe(0);
    expect(toInt('')).toBe(0);
    expect(toInt(Number.NaN)).toBe(0);
  });

  it('turns an invalid year into the current year', () => {
    const now = new Date('2031-06-01T00:00:00Z');
    const year = (value: string) => {
      const parsed = parseVehicleForm({ ...vehicle, year: value }, { now });
      return parsed.ok && parsed.values.year;
    };
    expect(year('twenty')).toBe(2031);
    expect(year('')).toBe(2031);
    expect(year('2024')).toBe(2024);
  });
});

describe('tire form', () => {
  it.each(['brand', 'model', 'size', 'speedRating'] as const)('refuses a blank %s with the site’s message, naming the field', (field) => {
    expect(parseTireForm({ ...tire, [field]: '   ' })).toEqual({ ok: false, message: 'Please fill in all required fields', field });
  });

  it.each(['0', '', 'abc'])('treats load index %j as missing (invalid becomes 0, then refused)', (loadIndex) => {
    expect(parseTireForm({ ...tire, loadIndex })).toEqual({ ok: false, message: 'Please fill in all required fields', field: 'loadIndex' });
  });

  it('stores the size in the schema format and refuses one that is not a tire size', () => {
    const parsed = parseTireForm({ ...tire, size: ' 255/40 zr20 ' });
    expect(parsed.ok && parsed.values.size).toBe('255/40ZR20');
    expect(parseTireForm({ ...tire, size: '255-40-20' })).toEqual({ ok: false, message: TIRE_MESSAGES.size, field: 'size' });
  });

  it('refuses a load index the database cannot hold and a speed rating off the scale', () => {
    expect(parseTireForm({ ...tire, loadIndex: '250' })).toMatchObject({ ok: false, field: 'loadIndex' });
    expect(parseTireForm({ ...tire, speedRating: 'X' })).toMatchObject({ ok: false, field: 'speedRating' });
    const lower = parseTireForm({ ...tire, speedRating: '(y)' });
    expect(lower.ok && lower.values.speedRating).toBe('(Y)');
  });

  it('takes rolling resistance A to F or nothing', () => {
    const graded = parseTireForm({ ...tire, rollingResistance: 'b' });
    expect(graded.ok && graded.values.rollingResistance).toBe('B');
    const blank = parseTireForm({ ...tire, rollingResistance: '' });
    expect(blank.ok && blank.values.rollingResistance).toBeNull();
    expect(parseTireForm({ ...tire, rollingResistance: 'G' })).toMatchObject({ ok: false, field: 'rollingResistance' });
  });

  it('takes the EU label wet grip class A to E or nothing', () => {
    const graded = parseTireForm({ ...tire, wetGrip: 'c' });
    expect(graded.ok && graded.values.wetGrip).toBe('C');
    const blank = parseTireForm({ ...tire, wetGrip: '' });
    expect(blank.ok && blank.values.wetGrip).toBeNull();
    expect(parseTireForm({ ...tire, wetGrip: 'F' })).toEqual({ ok: false, message: TIRE_MESSAGES.wetGrip, field: 'wetGrip' });
  });

  it('takes noise as an optional whole number of dB', () => {
    const rated = parseTireForm({ ...tire, noiseLevelDb: '71' });
    expect(rated.ok && rated.values.noiseLevelDb).toBe(71);
    for (const noiseLevelDb of ['', 'quiet']) {
      const unrated = parseTireForm({ ...tire, noiseLevelDb });
      expect(unrated.ok && unrated.values.noiseLevelDb).toBeNull();
    }
    expect(parseTireForm({ ...tire, noiseLevelDb: '12' })).toMatchObject({ ok: false, field: 'noiseLevelDb' });
  });

  it('splits OEM certifications on commas, trimmed, empties and repeats dropped', () => {
    const parsed = parseTireForm({ ...tire, oemCertifications: ' T0, ,MO , T0,' });
    expect(parsed.ok && parsed.values.oemCertifications).toEqual(['T0', 'MO']);
    const semicolons = parseTireForm({ ...tire, oemCertifications: 'T1;HN' });
    expect(semicolons.ok && semicolons.values.oemCertifications).toEqual(['T1', 'HN']);
  });

  it('leaves the image optional but accepts only web addresses or our own uploads', () => {
    const blank = parseTireForm(tire);
    expect(blank.ok && blank.values.imageUrl).toBeNull();
    const uploaded = parseTireForm({ ...tire, imageUrl: '/storage/media/tires/1-a.png' });
    expect(uploaded.ok && uploaded.values.imageUrl).toBe('/storage/media/tires/1-a.png');
    expect(parseTireForm({ ...tire, imageUrl: 'javascript:alert(1)' })).toMatchObject({ ok: false, field: 'imageUrl' });
  });

  it('records a source: none, a listed one, or a new page that needs a name and an http address', () => {
    const none = parseTireForm(tire);
    expect(none.ok && none.values.source).toEqual({ kind: 'none' });
    const listed = parseTireForm({ ...tire, sourceId: 'tire-eprel-label' });
    expect(listed.ok && listed.values.source).toEqual({ kind: 'existing', id: 'tire-eprel-label' });
    expect(parseTireForm({ ...tire, sourceId: '__new', newSourceName: 'Maker page' })).toMatchObject({ ok: false, field: 'newSourceUrl' });
    expect(parseTireForm({ ...tire, sourceId: '__new', newSourceName: 'Maker page', newSourceUrl: 'maker.example' })).toMatchObject({
      ok: false,
      field: 'newSourceUrl',
    });
    const added = parseTireForm({ ...tire, sourceId: '__new', newSourceName: 'Maker page', newSourceUrl: 'https://maker.example/ev' });
    expect(added.ok && added.values.source).toEqual({ kind: 'new', name: 'Maker page', url: 'https://maker.example/ev', description: '' });
  });

  it('gives the server action the same first message as the form', () => {
    const result = tireSchema.safeParse({ ...tire, brand: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'Please fill in all required fields', path: ['brand'] });
  });
});

describe('vehicle form', () => {
  const now = new Date('2027-03-01T00:00:00Z');

  it.each(['make', 'model', 'trim', 'oemTireSize'] as const)('refuses a blank %s with the site’s message', (field) => {
    expect(parseVehicleForm({ ...vehicle, [field]: '' }, { now })).toEqual({ ok: false, message: VEHICLE_MESSAGES.required, field });
  });

  it('keeps a blank minimum load index or speed rating as not published, never as 95 or H', () => {
    const parsed = parseVehicleForm({ ...vehicle, loadIndexMin: ' ', speedRatingMin: '' }, { now });
    expect(parsed.ok && parsed.values).toMatchObject({ loadIndexMin: null, speedRatingMin: null });
    const loadOnly = parseVehicleForm({ ...vehicle, speedRatingMin: '' }, { now });
    expect(loadOnly.ok && loadOnly.values).toMatchObject({ loadIndexMin: 101, speedRatingMin: null });
  });

  it('refuses an unreadable minimum load index or speed rating with the range message', () => {
    expect(parseVehicleForm({ ...vehicle, loadIndexMin: 'x' }, { now })).toMatchObject({ message: VEHICLE_MESSAGES.loadIndex, field: 'loadIndexMin' });
    expect(parseVehicleForm({ ...vehicle, speedRatingMin: 'Z' }, { now })).toMatchObject({
      message: VEHICLE_MESSAGES.speedRating,
      field: 'speedRatingMin',
    });
  });

  it('uses the current year for an invalid year, and 18 to 20 inch wheels when none are given', () => {
    const parsed = parseVehicleForm({ ...vehicle, year: 'soon' }, { now });
    expect(parsed.ok && parsed.values).toMatchObject({ year: 2027, wheelSizeMin: 18, wheelSizeMax: 20 });
  });

  it('refuses a year outside the directory and wheel sizes in the wrong order', () => {
    expect(parseVehicleForm({ ...vehicle, year: '1999' }, { now })).toMatchObject({ ok: false, field: 'year' });
    expect(parseVehicleForm({ ...vehicle, wheelSizeMin: '21', wheelSizeMax: '19' }, { now })).toEqual({
      ok: false,
      message: VEHICLE_MESSAGES.wheelOrder,
      field: 'wheelSizeMin',
    });
  });

  it('keeps the strict year for files: an unreadable year is refused, not made current', () => {
    expect(parseVehicleForm({ ...vehicle, year: 'n/a' }, { now, strictYear: true })).toMatchObject({ ok: false, field: 'year' });
  });

  it('gives the server action the same first message as the form', () => {
    const result = vehicleSchema.safeParse({ ...vehicle, trim: ' ' });
    expect(result.error?.issues[0]).toMatchObject({ message: 'Please fill in all required fields', path: ['trim'] });
  });
});

describe('CSV files', () => {
  it('reads the reference file layout, rejects rows with their line and reason, and names ignored columns', () => {
    const csv = [
      'brand,model,size,load_index,speed_rating,rolling_resistance,noise_level_db,is_ev_rated,oem_certifications,source_id,other_source_ids',
      'Michelin,Primacy MXM4,235/45R18,98,V,,,false,T1;MO,tire-source,',
      'Michelin,Primacy MXM4,235/45r18,98,V,,,false,,,',
      'Pirelli,P Zero,255/35ZR21,0,Y,,,true,,,',
      'Hankook,iON evo,235/55R19,105,W,C,70,TRUE,,,',
    ].join('\n');
    const parsed = parseTireCsv(csv);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.ignoredColumns).toEqual(['other_source_ids']);
    // A blank source cell keeps the source a tire has (undefined), rather than clearing it.
    expect(parsed.rows.map((row) => [row.line, row.record.model, row.record.source_id])).toEqual([
      [2, 'Primacy MXM4', 'tire-source'],
      [5, 'iON evo', undefined],
    ]);
    expect(parsed.rows[0]!.record.oem_certifications).toEqual(['T1', 'MO']);
    expect(parsed.rows[1]!.record).toMatchObject({ is_ev_rated: true, rolling_resistance: 'C', noise_level_db: 70 });
    expect(parsed.rejected).toEqual([
      { line: 3, label: 'Michelin Primacy MXM4 235/45r18', reason: 'Same tire or vehicle as line 2' },
      { line: 4, label: 'Pirelli P Zero 255/35ZR21', reason: 'Please fill in all required fields (loadIndex)' },
    ]);
  });

  it('refuses a file without the required columns before looking at rows', () => {
    expect(parseVehicleCsv('make,model\nKia,EV6')).toEqual({ ok: false, message: 'The file lacks the columns year, trim, oem_tire_size' });
  });

  it('refuses a vehicle row with an unreadable year instead of dating it this year', () => {
    const parsed = parseVehicleCsv('year,make,model,trim,oem_tire_size,load_index_min,speed_rating_min\nsoon,Kia,EV6,Wind,235/55R19,101,H');
    expect(parsed.ok && parsed.rejected[0]?.reason).toBe('Year must be a whole number (year)');
  });
});

describe('sync report', () => {
  it('says where the data came from and counts what changed and what the operator kept', () => {
    const counts = { added: 1, updated: 2, unchanged: 57, keptEdits: 3, skippedRemoved: 1 };
    const message = describeSync({ tires: counts, vehicles: { ...counts, keptEdits: 0, skippedRemoved: 0 }, fitmentsAdded: 4 });
    expect(message).toBe(
      'No outside tire data feed is configured, so the reference files were re-applied. ' +
        'Tires: 1 added, 2 updated, 57 left alone (3 kept as you edited them; 1 you removed not brought back). ' +
        'Vehicles: 1 added, 2 updated, 57 left alone. Fitments: 4 added.',
    );
  });
});
