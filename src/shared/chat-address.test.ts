import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseChatAddress } from './chat-address';
import { DHAKA_AREAS, DISTRICTS } from './districts';

const placed = (text: string) => {
  const { district, area } = parseChatAddress(text);
  return [district, area];
};

describe('parseChatAddress: addresses as shoppers write them', () => {
  it.each([
    ['flat 4b, house 12 road 3, mirpur 10, dhaka', 'dhaka', 'mirpur'],
    ['House 5, Road 2, Dhanmondi', 'dhaka', 'dhanmondi'],
    ['House 10, Dhanmondi Road 27', 'dhaka', 'dhanmondi'],
    ['Mirpur-10, Senpara Parbata, Dhaka-1216', 'dhaka', 'mirpur'],
    ['mirpur10 er kache, block c', 'dhaka', 'mirpur'],
    ['Sector 7, Road 12, House 34, Uttara', 'dhaka', 'uttara'],
    ['uttora sector 4', 'dhaka', 'uttara'],
    ['Gulshan 2, road 45', 'dhaka', 'gulshan'],
    ['banani 11 er pashe, dhaka', 'dhaka', 'banani'],
    ['Iqbal Road, Mohammedpur', 'dhaka', 'mohammadpur'],
    ['Bashundhara R/A, Block D, Road 5', 'dhaka', 'bashundhara'],
    ['basundhara block g', 'dhaka', 'bashundhara'],
    ['Karwan Bazar, BSEC bhaban er pase', 'dhaka', 'kawran-bazar'],
    ['Mirpur Road, Dhanmondi', 'dhaka', 'dhanmondi'],
    ['Savar bus stand, Dhaka', 'dhaka', null],
    ['ashulia, baipail', 'dhaka', null],
    ['বাসা ১২, রোড ৩, মিরপুর ১০, ঢাকা', 'dhaka', 'mirpur'],
    ['বাড়ি নং ৫, রোড নং ২, ধানমন্ডি, ঢাকা-১২০৯', 'dhaka', 'dhanmondi'],
    ['ধানমণ্ডি ২৭', 'dhaka', 'dhanmondi'],
    ['ঢাকার মিরপুরে থাকি, ১১ নম্বর', 'dhaka', 'mirpur'],
    ['উত্তরা ৭ নং সেক্টর', 'dhaka', 'uttara'],
    ['মোহাম্মদপুর টাউন হল', 'dhaka', 'mohammadpur'],
    ['বসুন্ধরা আবাসিক এলাকা, ব্লক সি', 'dhaka', 'bashundhara'],
    ['নিউ মার্কেট, ঢাকা', 'dhaka', 'new-market'],
    ['Sylhet sadar, zindabazar', 'sylhet', null],
    ['ctg agrabad', 'chattogram', null],
    ['House 3, CDA Avenue, Chittagong', 'chattogram', null],
    ['Chattogram, GEC more', 'chattogram', null],
    ['চট্টগ্রাম, আগ্রাবাদ', 'chattogram', null],
    ['চট্রগ্রাম হালিশহর', 'chattogram', null],
    ['cumilla kandirpar', 'cumilla', null],
    ['Comilla cantonment', 'cumilla', null],
    ['Kotwali, Chattogram', 'chattogram', null],
    ['New Market, Khulna', 'khulna', null],
    ['Narayanganj', 'narayanganj', null],
    ['chashara, narayangonj', 'narayanganj', null],
    ['Barisal, Nathullabad', 'barishal', null],
    ['বরিশাল সদর', 'barishal', null],
    ['Bogra Satmatha', 'bogura', null],
    ['বগুরা শহর', 'bogura', null],
    ['Jessore, Doratana', 'jashore', null],
    ['যশোরে থাকি', 'jashore', null],
    ['Chapai Nawabganj sadar', 'chapai-nawabganj', null],
    ['chapai, shibganj', 'chapai-nawabganj', null],
    ['চাঁপাইনবাবগঞ্জ', 'chapai-nawabganj', null],
    ["Kolatoli, Cox's Bazar", 'coxs-bazar', null],
    ['coxsbazar sugandha point', 'coxs-bazar', null],
    ['কক্সবাজার', 'coxs-bazar', null],
    ['B.Baria sadar', 'brahmanbaria', null],
    ['kishoregonj, bhairab', 'kishoreganj', null],
    ['ফেনী সদর', 'feni', null],
    ['ফেনি', 'feni', null],
    ['মৌলভীবাজার, শ্রীমঙ্গল', 'moulvibazar', null],
    ['GAZIPUR CHOWRASTA', 'gazipur', null],
    ['Tangail-1900', 'tangail', null],
  ])('%s → %s, %s', (text, district, area) => {
    expect(placed(text)).toEqual([district, area]);
  });

  it('reads Bangla in either Unicode spelling of য় and ড় (NFC)', () => {
    for (const text of ['বগুড়া', 'নারায়ণগঞ্জ', 'কুড়িগ্রাম']) {
      expect(placed(text.normalize('NFD'))[0]).not.toBeNull();
      expect(parseChatAddress(text.normalize('NFD'))).toEqual(parseChatAddress(text));
    }
  });
});

describe('parseChatAddress never guesses', () => {
  it.each([
    ['a text that names no place', 'house 12, road 3, near the big mosque'],
    ['an empty text', ''],
    ['a blank text', '  \n '],
    ['a district inside a longer word (whole words only)', 'Feniwala street, house 3'],
    ['a district starting a longer word', 'house 3, Feniwala para'],
    ['a Bangla district inside a longer word', 'বাসা ৩, ঢাকাইয়া গলি'],
    ['a Dhaka area inside a longer word', 'Mirpurwala bari'],
    ['two districts', 'Comilla, Chittagong'],
    ['two districts in Bangla', 'সিলেট, ঢাকা'],
    ['a Dhaka area and another district (Mirpur is in Kushtia too)', 'Mirpur, Kushtia'],
    ['a shop named after a district in another', 'Sylhet Tea House, Mirpur 10'],
    ['a place that only names a road', 'Dhaka Road, house 5'],
    ['an area every big city has', 'Kotwali thana er pashe'],
    ['another', 'Chawkbazar'],
  ])('%s: %s', (_, text) => {
    expect(parseChatAddress(text)).toMatchObject({ district: null, area: null });
  });

  it('says which districts it found when there are several', () => {
    expect(parseChatAddress('Comilla, Chittagong').named.sort()).toEqual(['chattogram', 'cumilla']);
    expect(parseChatAddress('Mirpur 10, Sylhet').named.sort()).toEqual(['dhaka', 'sylhet']);
    expect(parseChatAddress('house 5').named).toEqual([]);
  });

  it('leaves the area null when two Dhaka areas are named, and keeps Dhaka', () => {
    expect(placed('Lalmatia, Mohammadpur')).toEqual(['dhaka', null]);
  });

  it('takes a place word followed by a road word as the road, not the place', () => {
    expect(placed('Dhaka road, Sylhet')).toEqual(['sylhet', null]);
    expect(placed('Dhaka Rd. Sylhet')).toEqual(['sylhet', null]);
    expect(placed('ঢাকা রোড, সিলেট')).toEqual(['sylhet', null]);
    expect(placed('Jessore Road, Dhaka')).toEqual(['dhaka', null]);
    expect(placed('Mymensingh road, Banglamotor, Dhaka')).toEqual(['dhaka', null]);
    expect(placed('Dhaka-Sylhet highway, Narsingdi')).toEqual(['narsingdi', null]);
    expect(placed('Chapai Nawabganj road, Rajshahi')).toEqual(['rajshahi', null]);
    expect(placed('মিরপুর রোড, ধানমন্ডি')).toEqual(['dhaka', 'dhanmondi']);
  });

  it('keeps a place before a numbered road or after a comma', () => {
    expect(placed('Sylhet road no 3, Amberkhana')).toEqual(['sylhet', null]);
    expect(placed('Dhanmondi road #8/A')).toEqual(['dhaka', 'dhanmondi']);
    expect(placed('Sylhet, road 3')).toEqual(['sylhet', null]);
    expect(placed('Sylhet, road, near zindabazar')).toEqual(['sylhet', null]);
  });
});

describe('parseChatAddress with extra places (a courier’s zones)', () => {
  const zones = [
    { id: 1, name: 'Mirpur 10', district: 'dhaka' },
    { id: 2, name: 'Mirpur', district: 'dhaka' },
    { id: 3, name: 'Agrabad', district: 'chattogram' },
    { id: 4, name: 'Sadar', district: 'sylhet' },
    { id: 5, name: 'Sadar', district: 'cumilla' },
    { id: 6, name: 'Tongi', district: 'gazipur' },
  ] as const;

  it('finds the zone, the longest name first, and the district it lies in', () => {
    expect(parseChatAddress('house 12, mirpur 10', zones)).toMatchObject({
      district: 'dhaka',
      area: 'mirpur',
      place: { id: 1 },
    });
    expect(parseChatAddress('agrabad, house 5', zones)).toMatchObject({
      district: 'chattogram',
      place: { id: 3 },
    });
  });

  it('places a name several districts share only by the district named beside it', () => {
    expect(parseChatAddress('comilla sadar', zones)).toMatchObject({
      district: 'cumilla',
      place: { id: 5 },
    });
    expect(parseChatAddress('sadar hospital er pashe', zones)).toMatchObject({
      district: null,
      place: null,
    });
  });

  it('never guesses between a zone and a district elsewhere', () => {
    expect(parseChatAddress('Tongi, Uttara', zones)).toMatchObject({ district: null, place: null });
    expect(parseChatAddress('Tongi', zones)).toMatchObject({ district: 'gazipur', area: null });
  });
});

describe('parseChatAddress keeps the address line as written', () => {
  it.each([
    ['  flat 4b,  house 12   road 3 ', 'flat 4b, house 12 road 3'],
    ['House 3\nRoad 4\n\nUttara', 'House 3, Road 4, Uttara'],
    ['House 3,\r\n  Road 4,\nUttara', 'House 3, Road 4, Uttara'],
    ['বাসা ১২\tরোড ৩।\nমিরপুর', 'বাসা ১২ রোড ৩। মিরপুর'],
    ['Dhaka road, Sylhet', 'Dhaka road, Sylhet'],
  ])('%j → %j', (text, line) => {
    expect(parseChatAddress(text).addressLine).toBe(line);
  });
});

const fillers = [
  'House 12',
  'house no 7',
  'Flat 4B',
  'flat #3c',
  'Road 3',
  'road no 11',
  'Lane 2',
  'Block C',
  'Sector 7',
  'level 5',
  'near the mosque',
  'opposite school',
  'bari 22',
  'sadar',
  'bazar',
  'bus stand',
  'বাসা ১২',
  'বাড়ি নং ৫',
  'রোড ৩',
  'ফ্ল্যাট ৪বি',
  'মসজিদের পাশে',
  'ব্লক সি',
];
const filler = fc.oneof(
  fc.constantFrom(...fillers),
  fc.integer({ min: 1, max: 999 }).map(String),
  // Words of letters no place name is spelled with alone.
  fc.string({ unit: fc.constantFrom('q', 'x', 'z', 'v', 'w', 'k'), minLength: 1, maxLength: 8 }),
);
const separator = fc.constantFrom(', ', ',', ' ,  ', '\n', ',\n', '; ');
const cased = (name: string) =>
  fc.constantFrom(name, name.toLowerCase(), name.toUpperCase(), ` ${name}  `);

/** Fillers around a name, at any place in the line. */
function around(name: fc.Arbitrary<string>) {
  return fc
    .tuple(fc.array(filler, { maxLength: 4 }), name, fc.array(filler, { maxLength: 4 }), separator)
    .map(([before, place, after, sep]) => [...before, place, ...after].join(sep));
}

describe('parseChatAddress properties', () => {
  it('finds any district named in English or Bangla among address words', () => {
    const district = fc.constantFrom(...DISTRICTS);
    fc.assert(
      fc.property(
        district.chain((d) =>
          around(fc.oneof(cased(d.en), fc.constant(d.bn))).map((text) => [d.id, text] as const),
        ),
        ([id, text]) => {
          expect(parseChatAddress(text)).toMatchObject({ district: id, area: null, named: [id] });
        },
      ),
    );
  });

  it('finds a Bangla name with a case ending (ঢাকার, সিলেটে)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DISTRICTS),
        fc.constantFrom('র', 'ের', 'এ', 'ে', 'য়', 'তে'),
        (d, ending) => {
          expect(parseChatAddress(`বাসা ১২, ${d.bn}${ending}`).district).toBe(d.id);
        },
      ),
    );
  });

  it('finds any Dhaka area, which names the Dhaka district', () => {
    const weak = ['kotwali', 'cantonment', 'new-market', 'chawkbazar'];
    fc.assert(
      fc.property(
        fc
          .constantFrom(...DHAKA_AREAS)
          .chain((a) =>
            around(fc.oneof(cased(a.en), fc.constant(a.bn))).map((text) => [a.id, text] as const),
          ),
        fc.constantFrom('Dhaka', 'ঢাকা', 'dhaka-1207'),
        ([id, text], dhaka) => {
          const expected = { district: 'dhaka', area: id };
          const withDistrict = `${text}, ${dhaka}`;
          expect(parseChatAddress(withDistrict)).toMatchObject(expected);
          if (!weak.includes(id)) expect(parseChatAddress(text)).toMatchObject(expected);
        },
      ),
    );
  });

  it('answers null for a text without a place word', () => {
    fc.assert(
      fc.property(fc.array(filler, { maxLength: 10 }), separator, (words, sep) => {
        expect(parseChatAddress(words.join(sep))).toMatchObject({
          district: null,
          area: null,
          named: [],
        });
      }),
    );
  });

  it('answers null for two districts, and the other one when the first names a road', () => {
    const two = fc
      .tuple(fc.constantFrom(...DISTRICTS), fc.constantFrom(...DISTRICTS))
      .filter(([a, b]) => a.id !== b.id);
    fc.assert(
      fc.property(two, fc.boolean(), ([a, b], bangla) => {
        const [nameA, nameB, road] = bangla ? [a.bn, b.bn, 'রোড'] : [a.en, b.en, 'Road'];
        expect(parseChatAddress(`${nameA}, ${nameB}`).district).toBeNull();
        expect(parseChatAddress(`house 5, ${nameA} ${road}, ${nameB}`).district).toBe(b.id);
        expect(parseChatAddress(`${nameA} ${road} 7, ${nameA}`).district).toBe(a.id);
      }),
    );
  });

  it('tidies the line once and for all, and reads the tidy line the same', () => {
    const messy = fc
      .array(
        fc.oneof(filler, fc.constantFrom('Mirpur 10', 'ঢাকা', 'ctg', '  ', '\t', '\n', ' \r\n ')),
        { maxLength: 10 },
      )
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(messy, (text) => {
        const parsed = parseChatAddress(text);
        expect(parsed.addressLine).not.toMatch(/^\s|\s$|\s\s|[\n\r\t]/);
        expect(parseChatAddress(parsed.addressLine)).toEqual(parsed);
      }),
    );
  });
});
