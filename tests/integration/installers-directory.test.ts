import { listInstallers } from '@/lib/db/installers';

const sql = () => globalThis.testDb.sql;

describe('installer directory reader', () => {
  it('lists installers featured first, then by business name, as app types', async () => {
    await sql()`
      insert into ev_installers (business_name, states, certification_tags, is_featured, phone_number, website_url) values
        ('Zephyr Electric', '{Ohio}', '{Qmerit,Residential}', true, '(555) 010-0001', 'https://zephyr.example.com'),
        ('Acme Chargers', '{Texas,Oklahoma,Kansas,Nebraska}', '{Commercial}', false, null, null),
        ('Bolt Brothers', '{Utah}', '{}', false, null, null),
        ('Amp Masters', '{Ohio}', '{}', true, null, null)`;
    const installers = await listInstallers();
    expect(installers.map((item) => item.businessName)).toEqual([
      'Amp Masters',
      'Zephyr Electric',
      'Acme Chargers',
      'Bolt Brothers',
    ]);
    expect(installers[1]).toMatchObject({
      isFeatured: true,
      states: ['Ohio'],
      certificationTags: ['Qmerit', 'Residential'],
      phoneNumber: '(555) 010-0001',
      websiteUrl: 'https://zephyr.example.com',
      logoUrl: null,
    });
  });
});
