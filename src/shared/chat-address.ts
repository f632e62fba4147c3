/**
 * An address as a shopper writes it in a chat (in English or Bangla), placed in the shop's
 * districts and Dhaka's areas. It never guesses: a text it cannot place answers district null, and
 * staff choose.
 * - Bangla is NFC-normalised, Bangla digits read as digits; common typing variants are folded
 *   (ণ/ন, ী/ি, ূ/ু, chandrabindu) and the old or chat spellings listed below are known.
 * - Whole words only: "Feniwala Street" is not Feni, "mirpur10" is Mirpur. A Bangla name may carry
 *   a case ending (ঢাকার, মিরপুরে), since Bangla writes it on the word.
 * - A place word before a road word ("Dhaka Road", "মিরপুর রোড") names no place, unless a road
 *   number follows ("Dhanmondi Road 27" is in Dhanmondi).
 * - Kotwali, Cantonment, New Market and Chawkbazar alone name nothing: every big city has one.
 * - Two districts named ("Mirpur 10, Sylhet"): null, as either could be a shop's or a road's name.
 */
import { DHAKA_AREAS, type DhakaAreaId, DISTRICTS, type DistrictId } from './districts';

export type ChatAddress = {
  district: DistrictId | null;
  /** Only when the district is Dhaka. */
  area: DhakaAreaId | null;
  /** The text with the recognised place words kept: what goes in the address line. */
  addressLine: string;
};

/** A place the shop knows beyond its own lists (a courier's zone, say) and the district it is in. */
export type ChatPlace = { name: string; district: DistrictId };

export type ParsedChatAddress<P extends ChatPlace = ChatPlace> = ChatAddress & {
  /** The one extra place the text names within the district found, else null. */
  place: P | null;
  /** The districts the text names, road names left out: more than one is why district is null. */
  named: DistrictId[];
};

const DISTRICT_SPELLINGS: Partial<Record<DistrictId, string[]>> = {
  chattogram: ['Chittagong', 'ctg', 'Chattagram', 'Chottogram', 'Chatgaon', 'চট্রগ্রাম', 'চিটাগং'],
  cumilla: ['Comilla', 'Kumilla'],
  barishal: ['Barisal', 'Borishal'],
  bogura: ['Bogra', 'বগুরা'],
  jashore: ['Jessore', 'Joshore'],
  'chapai-nawabganj': ['Chapai', 'চাঁপাই', 'চাঁপাই নবাবগঞ্জ'],
  'coxs-bazar': ['Cox Bazar', 'কক্স বাজার'],
  brahmanbaria: ['B Baria', 'B.Baria', 'Brahmonbaria'],
  jhalokati: ['Jhalakathi', 'Jhalokathi', 'Jhalakati'],
  netrokona: ['Netrakona'],
  moulvibazar: ['Maulvibazar', 'Moulvi Bazar'],
  mymensingh: ['Mymenshingh', 'Moymonsingh', 'Maymansingh'],
  lakshmipur: ['Laxmipur', 'Lakhsmipur'],
  kushtia: ['Kustia'],
  khagrachhari: ['Khagrachari'],
  jhenaidah: ['Jhinaidah'],
  narsingdi: ['Narshingdi', 'Norsingdi'],
  joypurhat: ['Jaipurhat'],
  shariatpur: ['Sariatpur'],
  satkhira: ['Shatkhira'],
};

const AREA_SPELLINGS: Partial<Record<DhakaAreaId, string[]>> = {
  bashundhara: ['Bashundhara', 'Basundhara', 'Bosundhora', 'বসুন্ধরা'],
  dhanmondi: ['Dhanmandi', 'Danmondi'],
  mohammadpur: ['Mohammedpur', 'Muhammadpur', 'Mohamadpur', 'Mohammodpur', 'মোহাম্মাদপুর'],
  'kawran-bazar': ['Karwan Bazar', 'কাওরান বাজার'],
  moghbazar: ['Mogbazar', 'Maghbazar'],
  motijheel: ['Motijhil'],
  shyamoli: ['Shamoli', 'Syamoli'],
  farmgate: ['Farm Gate', 'ফার্ম গেট'],
  uttara: ['Uttora'],
  'sher-e-bangla-nagar': ['Shere Bangla Nagar', 'শেরে বাংলা নগর'],
  'darus-salam': ['Darussalam'],
  malibagh: ['Malibag'],
  shahbagh: ['Shahbag'],
  lalbagh: ['Lalbag'],
  hazaribagh: ['Hazaribag'],
  banasree: ['Banashree', 'Banasri'],
  paltan: ['Palton'],
};

const WEAK_AREAS = new Set<DhakaAreaId>(['kotwali', 'cantonment', 'new-market', 'chawkbazar']);
const BEYOND_DHAKA_CITY = ['Savar', 'Ashulia', 'Keraniganj', 'Dhamrai', 'Dohar'];
const BEYOND_DHAKA_CITY_BN = ['সাভার', 'আশুলিয়া', 'কেরানীগঞ্জ', 'ধামরাই', 'দোহার'];

const BANGLA_ZERO = '০'.charCodeAt(0);

/** '১২' → '12'. Here rather than phone.ts's twin, which would bring zod and the catalogues along. */
function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}

function fold(text: string): string {
  return asciiDigits(text.normalize('NFC').toLowerCase())
    .replace(/['’‘`]/g, '')
    .replace(/\u200c|\u200d|\u0981/g, '')
    .replace(/ণ/g, 'ন')
    .replace(/ী/g, 'ি')
    .replace(/ূ/g, 'ু')
    .replace(/ঈ/g, 'ই')
    .replace(/ঊ/g, 'উ');
}

const foldAll = (words: string[]) => new Set(words.map(fold));
const ROAD_WORDS = foldAll([
  ...['road', 'rd', 'sarak', 'sarok', 'sorok', 'street', 'lane', 'ln', 'avenue', 'ave', 'highway'],
  ...['sarani', 'soroni', 'রোড', 'সড়ক', 'সরণি', 'লেন', 'স্ট্রিট', 'এভিনিউ', 'হাইওয়ে'],
]);
const NUMBER_WORDS = foldAll(['no', 'nong', 'number', 'নং', 'নম্বর', 'নাম্বার']);
const BANGLA_ENDINGS = ['ের', 'এর', 'র', 'এ', 'ে', 'য়', 'য়ে', 'তে'].map(fold);
/** Where a road's name cannot run on: "Dhaka, road 3" is not Dhaka Road. */
const HARD_BREAK = /[,;|()\n।]/;

type Token = { text: string; hardBefore: boolean };

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{M}]+|\p{N}+/gu)) {
    tokens.push({ text: match[0], hardBefore: HARD_BREAK.test(text.slice(last, match.index)) });
    last = match.index + match[0].length;
  }
  return tokens;
}

type Entry<P> = {
  words: string[];
  districts: DistrictId[];
  /** Whether the words alone name the district (not Kotwali, not a zone named in two cities). */
  strong: boolean;
  area: DhakaAreaId | null;
  places: P[];
};

/** A name's word lists: as written, run together ("coxsbazar", "newmarket"), and -ganj as -gonj. */
function wordListsOf(name: string): string[][] {
  const words = tokensOf(fold(name)).map((token) => token.text);
  const lists = [words, [words.join('')]];
  const gonj = lists.map((list) => list.map((word) => word.replace(/ganj$/, 'gonj')));
  const unique = new Map([...lists, ...gonj].map((list) => [list.join(' '), list]));
  return [...unique.values()].filter((list) => list.length > 0 && list[0] !== '');
}

function entriesOf<P>(names: string[], entry: Omit<Entry<P>, 'words'>): Entry<P>[] {
  return names.flatMap(wordListsOf).map((words) => ({ ...entry, words }));
}

function indexOf<P>(entries: Entry<P>[]): Map<string, Entry<P>[]> {
  const index = new Map<string, Entry<P>[]>();
  for (const entry of entries) {
    const first = entry.words[0] ?? '';
    index.set(first, [...(index.get(first) ?? []), entry]);
  }
  return index;
}

let shopIndex: Map<string, Entry<never>[]> | undefined;

/** Built on first use, so that importing this file costs a page nothing. */
function shopPlaces(): Map<string, Entry<never>[]> {
  shopIndex ??= indexOf<never>([
    ...DISTRICTS.flatMap((d) =>
      entriesOf<never>([d.en, d.bn, ...(DISTRICT_SPELLINGS[d.id] ?? [])], {
        districts: [d.id],
        strong: true,
        area: null,
        places: [],
      }),
    ),
    ...DHAKA_AREAS.flatMap((a) =>
      entriesOf<never>([a.en, a.bn, ...(AREA_SPELLINGS[a.id] ?? [])], {
        districts: ['dhaka'],
        strong: !WEAK_AREAS.has(a.id),
        area: a.id,
        places: [],
      }),
    ),
    ...entriesOf<never>([...BEYOND_DHAKA_CITY, ...BEYOND_DHAKA_CITY_BN], {
      districts: ['dhaka'],
      strong: true,
      area: null,
      places: [],
    }),
  ]);
  return shopIndex;
}

function extraIndexOf<P extends ChatPlace>(places: readonly P[]): Map<string, Entry<P>[]> {
  const byName = new Map<string, P[]>();
  for (const place of places) {
    const key = fold(place.name).trim();
    byName.set(key, [...(byName.get(key) ?? []), place]);
  }
  return indexOf(
    [...byName.values()].flatMap((named) => {
      const districts = [...new Set(named.map((place) => place.district))];
      const name = named[0]?.name ?? '';
      return entriesOf([name], {
        districts,
        strong: districts.length === 1,
        area: null,
        places: named,
      });
    }),
  );
}

type Mention<P> = Entry<P> & { start: number; end: number };

function wordMatches(token: string | undefined, word: string, last: boolean): boolean {
  return token === word || (last && BANGLA_ENDINGS.some((ending) => token === word + ending));
}

function mentionsIn<P>(tokens: Token[], index: Map<string, Entry<P>[]>) {
  const found: Mention<P>[] = [];
  tokens.forEach(({ text }, start) => {
    const keys = new Set([
      text,
      ...BANGLA_ENDINGS.map((e) => (text.endsWith(e) ? text.slice(0, -e.length) : text)),
    ]);
    for (const entry of [...keys].flatMap((key) => index.get(key) ?? [])) {
      const { words } = entry;
      const fits = words.every((word, i) => {
        const token = tokens[start + i];
        return (
          wordMatches(token?.text, word, i === words.length - 1) && (i === 0 || !token?.hardBefore)
        );
      });
      if (fits) found.push({ ...entry, start, end: start + words.length });
    }
  });
  // "Chapai Nawabganj" is one mention, not also "Chapai".
  return found.filter(
    (m) =>
      !found.some((o) => o.start <= m.start && m.end <= o.end && o.end - o.start > m.end - m.start),
  );
}

function namesRoad(tokens: Token[], end: number): boolean {
  const next = tokens[end];
  if (!next || next.hardBefore || !ROAD_WORDS.has(next.text)) return false;
  let after = end + 1;
  if (NUMBER_WORDS.has(tokens[after]?.text ?? '') && !tokens[after]?.hardBefore) after += 1;
  const number = tokens[after];
  return !(number && !number.hardBefore && /^\d/.test(number.text));
}

function placeMentions<P>(tokens: Token[], mentions: Mention<P>[]): Mention<P>[] {
  const roads = new Set<Mention<P>>();
  // From the end, so that in "Dhaka-Sylhet Highway" Sylhet is a road's name before Dhaka is asked.
  for (const m of [...mentions].sort((a, b) => b.start - a.start)) {
    const before = [...roads].some((road) => road.start === m.end && !tokens[m.end]?.hardBefore);
    if (before || namesRoad(tokens, m.end)) roads.add(m);
  }
  return mentions.filter((m) => !roads.has(m));
}

function only<T>(values: T[]): T | null {
  const unique = [...new Set(values)];
  return unique.length === 1 ? (unique[0] ?? null) : null;
}

function tidy(text: string): string {
  const lines = text
    .normalize('NFC')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return lines.reduce(
    (line, next) => (line === '' ? next : `${line}${/[,;।]$/.test(line) ? ' ' : ', '}${next}`),
    '',
  );
}

export function parseChatAddress<P extends ChatPlace = ChatPlace>(
  text: string,
  extraPlaces: readonly P[] = [],
): ParsedChatAddress<P> {
  const addressLine = tidy(text);
  const tokens = tokensOf(fold(addressLine));
  const mentions = placeMentions(tokens, [
    ...mentionsIn<P>(tokens, shopPlaces()),
    ...mentionsIn(tokens, extraIndexOf(extraPlaces)),
  ]);
  const named = [...new Set(mentions.filter((m) => m.strong).flatMap((m) => m.districts))];
  const district = named.length === 1 ? (named[0] ?? null) : null;
  if (!district) return { district: null, area: null, addressLine, place: null, named };
  const area = district === 'dhaka' ? only(mentions.flatMap((m) => m.area ?? [])) : null;
  const places = mentions.flatMap((m) => m.places.filter((p) => p.district === district));
  return { district, area, addressLine, place: only(places), named };
}
