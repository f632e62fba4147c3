import { describe, expect, it } from 'vitest';
import { DISTRICTS } from './districts';
import { DISTRICT_HEAD_POSTCODES, postcodeOf } from './postcodes';

describe("the districts' head post offices", () => {
  it('gives each of the 64 districts its own four-digit head office code', () => {
    const codes = DISTRICTS.map((district) => DISTRICT_HEAD_POSTCODES[district.id]);
    expect(Object.keys(DISTRICT_HEAD_POSTCODES).sort()).toEqual(DISTRICTS.map((d) => d.id).sort());
    for (const code of codes) expect(code).toMatch(/^[1-9]\d00$/);
    expect(new Set(codes).size).toBe(64);
  });

  it.each([
    ['dhaka', '1000'],
    ['chattogram', '4000'],
    ['sylhet', '3100'],
    ['khulna', '9000'],
    ['rajshahi', '6000'],
    ['barishal', '8200'],
    ['rangpur', '5400'],
    ['mymensingh', '2200'],
    ['cumilla', '3500'],
    ['coxs-bazar', '4700'],
    ['gazipur', '1700'],
    ['bogura', '5800'],
  ] as const)('knows %s as %s', (district, code) => {
    expect(DISTRICT_HEAD_POSTCODES[district]).toBe(code);
  });
});

describe('postcodeOf', () => {
  it('takes the code the shopper typed, in either script or inside other words', () => {
    expect(postcodeOf({ zipCode: '1207', district: 'dhaka' })).toBe('1207');
    expect(postcodeOf({ zipCode: 'Dhaka-1209', district: 'dhaka' })).toBe('1209');
    expect(postcodeOf({ zipCode: '৪২০৩', district: 'chattogram' })).toBe('4203');
  });

  it("falls back to the district's head post office when none was typed, or none that is one", () => {
    expect(postcodeOf({ zipCode: null, district: 'sylhet' })).toBe('3100');
    expect(postcodeOf({ zipCode: '', district: 'chattogram' })).toBe('4000');
    expect(postcodeOf({ zipCode: '12', district: 'khulna' })).toBe('9000');
    expect(postcodeOf({ zipCode: '120755', district: 'dhaka' })).toBe('1000');
  });

  it('reads the district from the city on an address older than the district field', () => {
    expect(postcodeOf({ zipCode: null, district: null, city: ' Rajshahi ' })).toBe('6000');
    expect(postcodeOf({ zipCode: null, district: null, city: 'সিলেট' })).toBe('3100');
    expect(postcodeOf({ zipCode: null, district: null, city: 'Somewhere' })).toBeNull();
  });
});
