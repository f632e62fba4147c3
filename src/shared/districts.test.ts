import { describe, expect, it } from 'vitest';
import {
  addressLineOf,
  areaLabel,
  courierAddressOf,
  DHAKA_AREAS,
  DISTRICTS,
  DIVISIONS,
  dhakaAreaById,
  districtById,
  districtLabel,
  isDistrictId,
  isInsideDhaka,
  placeLine,
} from './districts';

const bangla = /^[\u0980-\u09FF\s/]+$/;
const slug = /^[a-z]+(-[a-z]+)*$/;
const byEnglish = (a: { en: string }, b: { en: string }) => a.en.localeCompare(b.en, 'en');

function expectNamedList(rows: readonly { id: string; en: string; bn: string }[]) {
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  expect(new Set(rows.map((r) => r.en)).size).toBe(rows.length);
  expect(new Set(rows.map((r) => r.bn)).size).toBe(rows.length);
  for (const row of rows) {
    expect(row.id, row.en).toMatch(slug);
    expect(row.bn, row.id).toMatch(bangla);
    expect(row.bn, row.id).not.toBe(row.en);
    // য়, ড়, ঢ় have two spellings in Unicode; NFC keeps one, so a typed name finds its entry.
    expect(row.bn, row.id).toBe(row.bn.normalize('NFC'));
    expect(row.en, row.id).toBe(row.en.trim());
  }
  expect(rows.map((r) => r.en)).toEqual([...rows].sort(byEnglish).map((r) => r.en));
}

describe('divisions and districts', () => {
  it('lists the 8 divisions and the 64 districts, each named once in English and in Bangla', () => {
    expect(DIVISIONS.map((d) => d.en)).toEqual([
      'Barishal',
      'Chattogram',
      'Dhaka',
      'Khulna',
      'Mymensingh',
      'Rajshahi',
      'Rangpur',
      'Sylhet',
    ]);
    expect(DISTRICTS).toHaveLength(64);
    expectNamedList(DIVISIONS);
    expectNamedList(DISTRICTS);
  });

  it('puts each district in a real division, with each division holding its count', () => {
    const divisionIds = new Set<string>(DIVISIONS.map((d) => d.id));
    for (const district of DISTRICTS) expect(divisionIds, district.id).toContain(district.division);
    const counts = Object.fromEntries(
      DIVISIONS.map((d) => [d.id, DISTRICTS.filter((x) => x.division === d.id).length]),
    );
    expect(counts).toEqual({
      dhaka: 13,
      chattogram: 11,
      rajshahi: 8,
      khulna: 10,
      barishal: 6,
      sylhet: 4,
      rangpur: 8,
      mymensingh: 4,
    });
  });

  it('names each division after a district of its own', () => {
    for (const division of DIVISIONS) {
      expect(districtById(division.id)).toMatchObject({
        en: division.en,
        bn: division.bn,
        division: division.id,
      });
    }
  });

  it('uses the 2018 spellings and the right Bangla names', () => {
    expect(districtById('coxs-bazar')).toEqual({
      id: 'coxs-bazar',
      en: "Cox's Bazar",
      bn: 'কক্সবাজার',
      division: 'chattogram',
    });
    expect(districtById('bogura')).toMatchObject({ en: 'Bogura', division: 'rajshahi' });
    expect(districtById('chapai-nawabganj')).toMatchObject({ division: 'rajshahi' });
    expect(districtById('brahmanbaria')).toMatchObject({ bn: 'ব্রাহ্মণবাড়িয়া' });
    expect(districtById('gazipur')).toMatchObject({ division: 'dhaka' });
    expect(districtById('sherpur')).toMatchObject({ division: 'mymensingh' });
    const english = DISTRICTS.map((d) => d.en);
    expect(english).toEqual(
      expect.arrayContaining(['Chattogram', 'Cumilla', 'Barishal', 'Bogura', 'Jashore']),
    );
    for (const old of ['Chittagong', 'Comilla', 'Barisal', 'Bogra', 'Jessore']) {
      expect(english).not.toContain(old);
    }
  });

  it('finds a district by id, and nothing for an unknown one', () => {
    expect(districtById('dhaka')?.bn).toBe('ঢাকা');
    expect(districtById('Dhaka')).toBeUndefined();
    expect(districtById('chittagong')).toBeUndefined();
    expect(isDistrictId('sylhet')).toBe(true);
    expect(isDistrictId('toString')).toBe(false);
    expect(isDistrictId(undefined)).toBe(false);
  });

  it('labels a district in either language, and an unknown id as itself', () => {
    expect(districtLabel('chattogram', 'en')).toBe('Chattogram');
    expect(districtLabel('chattogram', 'bn')).toBe('চট্টগ্রাম');
    expect(districtLabel('atlantis', 'bn')).toBe('atlantis');
  });
});

describe('isInsideDhaka', () => {
  it('is true for Dhaka district alone; its neighbours pay the outside rate', () => {
    expect(DISTRICTS.filter((d) => isInsideDhaka(d.id)).map((d) => d.id)).toEqual(['dhaka']);
    expect(isInsideDhaka('gazipur')).toBe(false);
    expect(isInsideDhaka('narayanganj')).toBe(false);
    expect(isInsideDhaka('Dhaka')).toBe(false);
    expect(isInsideDhaka('')).toBe(false);
  });
});

describe('Dhaka areas', () => {
  it('lists the city areas once each, in English order, with Bangla names', () => {
    expect(DHAKA_AREAS.length).toBeGreaterThanOrEqual(40);
    expect(DHAKA_AREAS.length).toBeLessThanOrEqual(60);
    expectNamedList(DHAKA_AREAS);
    const english = DHAKA_AREAS.map((a) => a.en);
    expect(english).toEqual(
      expect.arrayContaining(['Dhanmondi', 'Gulshan', 'Mirpur', 'Motijheel', 'Uttara', 'Wari']),
    );
  });

  it('finds an area by id', () => {
    expect(dhakaAreaById('mirpur')).toEqual({ id: 'mirpur', en: 'Mirpur', bn: 'মিরপুর' });
    expect(dhakaAreaById('bashundhara')?.en).toBe('Bashundhara R/A');
    expect(dhakaAreaById('savar')).toBeUndefined();
  });
});

describe('an address in words', () => {
  it('names the area and district in the language, keeping typed areas as typed', () => {
    expect(placeLine({ district: 'dhaka', area: 'Dhanmondi' }, 'en')).toBe('Dhanmondi, Dhaka');
    expect(placeLine({ district: 'dhaka', area: 'Dhanmondi' }, 'bn')).toBe('ধানমন্ডি, ঢাকা');
    expect(placeLine({ district: 'sylhet', area: 'Zindabazar' }, 'bn')).toBe('Zindabazar, সিলেট');
    expect(placeLine({ district: 'cumilla', area: null }, 'bn')).toBe('কুমিল্লা');
    expect(placeLine({ district: null, area: 'Dhanmondi' }, 'en')).toBe('');
    expect(areaLabel('Gulshan', 'bn')).toBe('গুলশান');
  });

  it('writes the line in Bangla too, without naming the district twice', () => {
    const home = { address: 'বাড়ি ৭', city: 'ঢাকা', zipCode: null, district: 'dhaka', area: 'Banani' };
    expect(addressLineOf(home, 'bn')).toBe('বাড়ি ৭, বনানী, ঢাকা');
    expect(addressLineOf({ ...home, city: 'Dhaka' }, 'bn')).toBe('বাড়ি ৭, বনানী, Dhaka');
  });

  it('writes one line for a courier, in English, without naming the city twice', () => {
    const order = { address: 'House 7, Road 3', city: 'Dhaka', zipCode: '1209' };
    expect(courierAddressOf({ ...order, district: 'dhaka', area: 'Dhanmondi' })).toBe(
      'House 7, Road 3, Dhanmondi, Dhaka, 1209',
    );
    expect(
      courierAddressOf({ ...order, city: 'Savar', zipCode: null, district: 'dhaka', area: null }),
    ).toBe('House 7, Road 3, Savar, Dhaka');
    expect(courierAddressOf({ ...order, district: null, area: null })).toBe(
      'House 7, Road 3, Dhaka, 1209',
    );
  });
});
