import {
  filterInstallers,
  hasActiveFilters,
  parseInstallerFilters,
} from '@/components/installers/installer-filters';
import type { Installer } from '@/lib/db/installers';

const installer = (id: number, name: string, states: string[], tags: string[], area = ''): Installer => ({
  id,
  businessName: name,
  serviceAreaDescription: area,
  states,
  certificationTags: tags,
  isFeatured: false,
  logoUrl: null,
  phoneNumber: null,
  email: null,
  websiteUrl: null,
});

const list = [
  installer(
    1,
    'Bay Chargers',
    ['California'],
    ['Qmerit', 'Tesla Certified', 'Residential'],
    'San Francisco Bay Area',
  ),
  installer(2, 'Northwest Volt', ['Washington', 'Oregon'], ['Qmerit', 'Residential', 'Commercial']),
  installer(3, 'Desert Sun EV', ['Arizona'], ['Tesla Certified', 'Commercial']),
];

const names = (filters: Parameters<typeof parseInstallerFilters>[0]) =>
  filterInstallers(list, parseInstallerFilters(filters)).map((item) => item.businessName);

describe('installer filters', () => {
  it('reads the filters from the query string and ignores unknown values', () => {
    expect(
      parseInstallerFilters({
        q: ' bay ',
        state: 'California',
        cert: ['Qmerit', 'Bogus'],
        type: 'Commercial',
      }),
    ).toEqual({
      q: 'bay',
      state: 'California',
      certifications: ['Qmerit'],
      serviceTypes: ['Commercial'],
    });
    expect(parseInstallerFilters({ state: 'Narnia' }).state).toBe('');
    expect(hasActiveFilters(parseInstallerFilters({}))).toBe(false);
    expect(hasActiveFilters(parseInstallerFilters({ type: 'Residential' }))).toBe(true);
  });

  it('requires ALL selected certifications and service types to match', () => {
    expect(names({ cert: 'Qmerit' })).toEqual(['Bay Chargers', 'Northwest Volt']);
    expect(names({ cert: ['Qmerit', 'Tesla Certified'] })).toEqual(['Bay Chargers']);
    expect(names({ type: ['Residential', 'Commercial'] })).toEqual(['Northwest Volt']);
    expect(names({ cert: 'Tesla Certified', type: 'Commercial' })).toEqual(['Desert Sun EV']);
  });

  it('filters by state and by case-insensitive search in name, area and states', () => {
    expect(names({ state: 'Oregon' })).toEqual(['Northwest Volt']);
    expect(names({ q: 'FRANCISCO' })).toEqual(['Bay Chargers']);
    expect(names({ q: 'arizona' })).toEqual(['Desert Sun EV']);
    expect(names({ q: 'nothing like this' })).toEqual([]);
  });

  it('keeps the given order (featured first, then by name, from the reader)', () => {
    expect(names({})).toEqual(['Bay Chargers', 'Northwest Volt', 'Desert Sun EV']);
  });
});
