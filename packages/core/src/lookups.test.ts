import { describe, expect, it } from 'vitest';
import { countries, countryById, OTHER_COUNTRY_ID } from './lookups.ts';
import { eligibility, visitorViewer, type Viewer } from './rules/eligibility.ts';

const byCode = (code: string) => countries.find((c) => c.code === code)!;

describe('the country lookup (accounts.md §3: ids 1 to 253)', () => {
  it('keeps the ids the spec fixes: 1 United States, 2 Canada, 3 Mexico, 253 Other/None, first and last in the pickers', () => {
    expect(countries.slice(0, 3).map((c) => [c.id, c.name, c.code])).toEqual([
      [1, 'United States', 'US'],
      [2, 'Canada', 'CA'],
      [3, 'Mexico', 'MX'],
    ]);
    expect(countries.at(-1)).toEqual({ id: OTHER_COUNTRY_ID, name: 'Other/None', code: 'ZZ', continent: null });
  });

  it('lists every ISO 3166-1 country once, ids within 1 to 252, unique ids and codes, with a continent', () => {
    const listed = countries.filter((c) => c.id !== OTHER_COUNTRY_ID);
    expect(listed.length).toBe(250); // 249 ISO 3166-1 countries and Kosovo
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const c of listed) {
      expect(c.id, c.code).toBeGreaterThanOrEqual(1);
      expect(c.id, c.code).toBeLessThanOrEqual(252);
      expect(c.code, c.name).toMatch(/^[A-Z]{2}$/);
      expect(c.continent, c.code).toMatch(/^(North America|South America|Europe|Asia|Africa|Oceania|Antarctica)$/);
    }
    for (const code of ['PL', 'VN', 'EG', 'PK', 'UA', 'TR', 'PE', 'JM', 'FJ', 'XK']) expect(byCode(code), code).toBeTruthy();
  });

  it('keeps the ids Chorus stored before the full list (contacts and top markets refer to them)', () => {
    const first = ['US', 'CA', 'MX', 'GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'SE', 'BR', 'AR', 'CO', 'CL', 'PH', 'IN', 'JP', 'KR', 'ID', 'NG', 'ZA', 'KE', 'AU', 'NZ', 'PR'];
    expect(first.map((code) => countryById(first.indexOf(code) + 1)?.code)).toEqual(first);
  });

  it('gives continents the contest rules use', () => {
    expect(['PL', 'UA', 'RU', 'XK'].map((c) => byCode(c).continent)).toEqual(['Europe', 'Europe', 'Europe', 'Europe']);
    expect(['VN', 'PK', 'SA'].map((c) => byCode(c).continent)).toEqual(['Asia', 'Asia', 'Asia']);
    expect(['EG', 'GH'].map((c) => byCode(c).continent)).toEqual(['Africa', 'Africa']);
    expect(['PE', 'VE'].map((c) => byCode(c).continent)).toEqual(['South America', 'South America']);
    expect(['JM', 'GT'].map((c) => byCode(c).continent)).toEqual(['North America', 'North America']);
    expect(byCode('FJ').continent).toBe('Oceania');
  });
});

describe('contest restrictions for creators beyond the first 26 countries', () => {
  const creatorIn = (code: string): Viewer => ({ contactType: 'creator', countryCode: code, continent: byCode(code).continent, approvalStatus: 'Approved' });

  it('lets a creator in Poland enter a Europe-only or a Poland-only contest, and not a US-only one', () => {
    expect(eligibility({ countries: [], continents: ['Europe'] }, creatorIn('PL')).canEnter).toBe(true);
    expect(eligibility({ countries: ['PL'], continents: [] }, creatorIn('PL')).canEnter).toBe(true);
    expect(eligibility({ countries: ['US'], continents: [] }, creatorIn('PL')).canEnter).toBe(false);
  });

  it('places a visitor from a newly listed country on their continent', () => {
    expect(visitorViewer('vn')).toMatchObject({ countryCode: 'VN', continent: 'Asia' });
    expect(eligibility({ countries: [], continents: ['Asia'] }, visitorViewer('VN')).canEnter).toBe(true);
  });
});
