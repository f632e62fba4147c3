/**
 * Bangladesh's 64 districts (with divisions) and Dhaka city's areas, in English and Bangla.
 * Districts, divisions and Bangla names follow nuhil/bangladesh-geocode, cross-checked with another
 * bd-districts list; English names are the government's 2018 spellings (Chattogram, Cumilla…).
 * Ids are stable slugs that saved addresses keep: never rename one. Bangla text is NFC-normalised
 * so that equal names compare equal.
 */
import type { Language } from './i18n/languages';

const divisionRows = [
  { id: 'barishal', en: 'Barishal', bn: 'বরিশাল' },
  { id: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম' },
  { id: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  { id: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { id: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  { id: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  { id: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
] as const;

export type DivisionId = (typeof divisionRows)[number]['id'];
export interface Division {
  id: DivisionId;
  en: string;
  bn: string;
}
export const DIVISIONS: readonly Division[] = divisionRows;

const districtRows = [
  { id: 'bagerhat', en: 'Bagerhat', bn: 'বাগেরহাট', division: 'khulna' },
  { id: 'bandarban', en: 'Bandarban', bn: 'বান্দরবান', division: 'chattogram' },
  { id: 'barguna', en: 'Barguna', bn: 'বরগুনা', division: 'barishal' },
  { id: 'barishal', en: 'Barishal', bn: 'বরিশাল', division: 'barishal' },
  { id: 'bhola', en: 'Bhola', bn: 'ভোলা', division: 'barishal' },
  { id: 'bogura', en: 'Bogura', bn: 'বগুড়া', division: 'rajshahi' },
  { id: 'brahmanbaria', en: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া', division: 'chattogram' },
  { id: 'chandpur', en: 'Chandpur', bn: 'চাঁদপুর', division: 'chattogram' },
  { id: 'chapai-nawabganj', en: 'Chapai Nawabganj', bn: 'চাঁপাইনবাবগঞ্জ', division: 'rajshahi' },
  { id: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম', division: 'chattogram' },
  { id: 'chuadanga', en: 'Chuadanga', bn: 'চুয়াডাঙ্গা', division: 'khulna' },
  { id: 'coxs-bazar', en: "Cox's Bazar", bn: 'কক্সবাজার', division: 'chattogram' },
  { id: 'cumilla', en: 'Cumilla', bn: 'কুমিল্লা', division: 'chattogram' },
  { id: 'dhaka', en: 'Dhaka', bn: 'ঢাকা', division: 'dhaka' },
  { id: 'dinajpur', en: 'Dinajpur', bn: 'দিনাজপুর', division: 'rangpur' },
  { id: 'faridpur', en: 'Faridpur', bn: 'ফরিদপুর', division: 'dhaka' },
  { id: 'feni', en: 'Feni', bn: 'ফেনী', division: 'chattogram' },
  { id: 'gaibandha', en: 'Gaibandha', bn: 'গাইবান্ধা', division: 'rangpur' },
  { id: 'gazipur', en: 'Gazipur', bn: 'গাজীপুর', division: 'dhaka' },
  { id: 'gopalganj', en: 'Gopalganj', bn: 'গোপালগঞ্জ', division: 'dhaka' },
  { id: 'habiganj', en: 'Habiganj', bn: 'হবিগঞ্জ', division: 'sylhet' },
  { id: 'jamalpur', en: 'Jamalpur', bn: 'জামালপুর', division: 'mymensingh' },
  { id: 'jashore', en: 'Jashore', bn: 'যশোর', division: 'khulna' },
  { id: 'jhalokati', en: 'Jhalokati', bn: 'ঝালকাঠি', division: 'barishal' },
  { id: 'jhenaidah', en: 'Jhenaidah', bn: 'ঝিনাইদহ', division: 'khulna' },
  { id: 'joypurhat', en: 'Joypurhat', bn: 'জয়পুরহাট', division: 'rajshahi' },
  { id: 'khagrachhari', en: 'Khagrachhari', bn: 'খাগড়াছড়ি', division: 'chattogram' },
  { id: 'khulna', en: 'Khulna', bn: 'খুলনা', division: 'khulna' },
  { id: 'kishoreganj', en: 'Kishoreganj', bn: 'কিশোরগঞ্জ', division: 'dhaka' },
  { id: 'kurigram', en: 'Kurigram', bn: 'কুড়িগ্রাম', division: 'rangpur' },
  { id: 'kushtia', en: 'Kushtia', bn: 'কুষ্টিয়া', division: 'khulna' },
  { id: 'lakshmipur', en: 'Lakshmipur', bn: 'লক্ষ্মীপুর', division: 'chattogram' },
  { id: 'lalmonirhat', en: 'Lalmonirhat', bn: 'লালমনিরহাট', division: 'rangpur' },
  { id: 'madaripur', en: 'Madaripur', bn: 'মাদারীপুর', division: 'dhaka' },
  { id: 'magura', en: 'Magura', bn: 'মাগুরা', division: 'khulna' },
  { id: 'manikganj', en: 'Manikganj', bn: 'মানিকগঞ্জ', division: 'dhaka' },
  { id: 'meherpur', en: 'Meherpur', bn: 'মেহেরপুর', division: 'khulna' },
  { id: 'moulvibazar', en: 'Moulvibazar', bn: 'মৌলভীবাজার', division: 'sylhet' },
  { id: 'munshiganj', en: 'Munshiganj', bn: 'মুন্সিগঞ্জ', division: 'dhaka' },
  { id: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ', division: 'mymensingh' },
  { id: 'naogaon', en: 'Naogaon', bn: 'নওগাঁ', division: 'rajshahi' },
  { id: 'narail', en: 'Narail', bn: 'নড়াইল', division: 'khulna' },
  { id: 'narayanganj', en: 'Narayanganj', bn: 'নারায়ণগঞ্জ', division: 'dhaka' },
  { id: 'narsingdi', en: 'Narsingdi', bn: 'নরসিংদী', division: 'dhaka' },
  { id: 'natore', en: 'Natore', bn: 'নাটোর', division: 'rajshahi' },
  { id: 'netrokona', en: 'Netrokona', bn: 'নেত্রকোণা', division: 'mymensingh' },
  { id: 'nilphamari', en: 'Nilphamari', bn: 'নীলফামারী', division: 'rangpur' },
  { id: 'noakhali', en: 'Noakhali', bn: 'নোয়াখালী', division: 'chattogram' },
  { id: 'pabna', en: 'Pabna', bn: 'পাবনা', division: 'rajshahi' },
  { id: 'panchagarh', en: 'Panchagarh', bn: 'পঞ্চগড়', division: 'rangpur' },
  { id: 'patuakhali', en: 'Patuakhali', bn: 'পটুয়াখালী', division: 'barishal' },
  { id: 'pirojpur', en: 'Pirojpur', bn: 'পিরোজপুর', division: 'barishal' },
  { id: 'rajbari', en: 'Rajbari', bn: 'রাজবাড়ী', division: 'dhaka' },
  { id: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী', division: 'rajshahi' },
  { id: 'rangamati', en: 'Rangamati', bn: 'রাঙ্গামাটি', division: 'chattogram' },
  { id: 'rangpur', en: 'Rangpur', bn: 'রংপুর', division: 'rangpur' },
  { id: 'satkhira', en: 'Satkhira', bn: 'সাতক্ষীরা', division: 'khulna' },
  { id: 'shariatpur', en: 'Shariatpur', bn: 'শরীয়তপুর', division: 'dhaka' },
  { id: 'sherpur', en: 'Sherpur', bn: 'শেরপুর', division: 'mymensingh' },
  { id: 'sirajganj', en: 'Sirajganj', bn: 'সিরাজগঞ্জ', division: 'rajshahi' },
  { id: 'sunamganj', en: 'Sunamganj', bn: 'সুনামগঞ্জ', division: 'sylhet' },
  { id: 'sylhet', en: 'Sylhet', bn: 'সিলেট', division: 'sylhet' },
  { id: 'tangail', en: 'Tangail', bn: 'টাঙ্গাইল', division: 'dhaka' },
  { id: 'thakurgaon', en: 'Thakurgaon', bn: 'ঠাকুরগাঁও', division: 'rangpur' },
] as const satisfies readonly { id: string; en: string; bn: string; division: DivisionId }[];

export type DistrictId = (typeof districtRows)[number]['id'];
export interface District {
  id: DistrictId;
  en: string;
  bn: string;
  division: DivisionId;
}
/** Sorted by English name. */
export const DISTRICTS: readonly District[] = districtRows;

// Dhaka city's areas, for the area field when the district is Dhaka. Places beyond the city
// (Savar, Keraniganj…) are not listed: the area is then typed by hand.
const dhakaAreaRows = [
  { id: 'adabor', en: 'Adabor', bn: 'আদাবর' },
  { id: 'agargaon', en: 'Agargaon', bn: 'আগারগাঁও' },
  { id: 'azimpur', en: 'Azimpur', bn: 'আজিমপুর' },
  { id: 'badda', en: 'Badda', bn: 'বাড্ডা' },
  { id: 'banani', en: 'Banani', bn: 'বনানী' },
  { id: 'banasree', en: 'Banasree', bn: 'বনশ্রী' },
  { id: 'bangshal', en: 'Bangshal', bn: 'বংশাল' },
  { id: 'baridhara', en: 'Baridhara', bn: 'বারিধারা' },
  { id: 'bashabo', en: 'Bashabo', bn: 'বাসাবো' },
  { id: 'bashundhara', en: 'Bashundhara R/A', bn: 'বসুন্ধরা আবাসিক এলাকা' },
  { id: 'cantonment', en: 'Cantonment', bn: 'ক্যান্টনমেন্ট' },
  { id: 'chawkbazar', en: 'Chawkbazar', bn: 'চকবাজার' },
  { id: 'dakshinkhan', en: 'Dakshinkhan', bn: 'দক্ষিণখান' },
  { id: 'darus-salam', en: 'Darus Salam', bn: 'দারুস সালাম' },
  { id: 'demra', en: 'Demra', bn: 'ডেমরা' },
  { id: 'dhanmondi', en: 'Dhanmondi', bn: 'ধানমন্ডি' },
  { id: 'elephant-road', en: 'Elephant Road', bn: 'এলিফ্যান্ট রোড' },
  { id: 'farmgate', en: 'Farmgate', bn: 'ফার্মগেট' },
  { id: 'gendaria', en: 'Gendaria', bn: 'গেন্ডারিয়া' },
  { id: 'gulshan', en: 'Gulshan', bn: 'গুলশান' },
  { id: 'hazaribagh', en: 'Hazaribagh', bn: 'হাজারীবাগ' },
  { id: 'jatrabari', en: 'Jatrabari', bn: 'যাত্রাবাড়ী' },
  { id: 'kadamtali', en: 'Kadamtali', bn: 'কদমতলী' },
  { id: 'kafrul', en: 'Kafrul', bn: 'কাফরুল' },
  { id: 'kalabagan', en: 'Kalabagan', bn: 'কলাবাগান' },
  { id: 'kamrangirchar', en: 'Kamrangirchar', bn: 'কামরাঙ্গীরচর' },
  { id: 'kawran-bazar', en: 'Kawran Bazar', bn: 'কারওয়ান বাজার' },
  { id: 'khilgaon', en: 'Khilgaon', bn: 'খিলগাঁও' },
  { id: 'khilkhet', en: 'Khilkhet', bn: 'খিলক্ষেত' },
  { id: 'kotwali', en: 'Kotwali', bn: 'কোতোয়ালী' },
  { id: 'lalbagh', en: 'Lalbagh', bn: 'লালবাগ' },
  { id: 'lalmatia', en: 'Lalmatia', bn: 'লালমাটিয়া' },
  { id: 'malibagh', en: 'Malibagh', bn: 'মালিবাগ' },
  { id: 'mirpur', en: 'Mirpur', bn: 'মিরপুর' },
  { id: 'moghbazar', en: 'Moghbazar', bn: 'মগবাজার' },
  { id: 'mohakhali', en: 'Mohakhali', bn: 'মহাখালী' },
  { id: 'mohammadpur', en: 'Mohammadpur', bn: 'মোহাম্মদপুর' },
  { id: 'motijheel', en: 'Motijheel', bn: 'মতিঝিল' },
  { id: 'mugda', en: 'Mugda', bn: 'মুগদা' },
  { id: 'new-market', en: 'New Market', bn: 'নিউ মার্কেট' },
  { id: 'nikunja', en: 'Nikunja', bn: 'নিকুঞ্জ' },
  { id: 'pallabi', en: 'Pallabi', bn: 'পল্লবী' },
  { id: 'paltan', en: 'Paltan', bn: 'পল্টন' },
  { id: 'ramna', en: 'Ramna', bn: 'রমনা' },
  { id: 'rampura', en: 'Rampura', bn: 'রামপুরা' },
  { id: 'sabujbagh', en: 'Sabujbagh', bn: 'সবুজবাগ' },
  { id: 'shah-ali', en: 'Shah Ali', bn: 'শাহ আলী' },
  { id: 'shahbagh', en: 'Shahbagh', bn: 'শাহবাগ' },
  { id: 'shahjahanpur', en: 'Shahjahanpur', bn: 'শাহজাহানপুর' },
  { id: 'shantinagar', en: 'Shantinagar', bn: 'শান্তিনগর' },
  { id: 'sher-e-bangla-nagar', en: 'Sher-e-Bangla Nagar', bn: 'শেরেবাংলা নগর' },
  { id: 'shyamoli', en: 'Shyamoli', bn: 'শ্যামলী' },
  { id: 'shyampur', en: 'Shyampur', bn: 'শ্যামপুর' },
  { id: 'sutrapur', en: 'Sutrapur', bn: 'সূত্রাপুর' },
  { id: 'tejgaon', en: 'Tejgaon', bn: 'তেজগাঁও' },
  { id: 'turag', en: 'Turag', bn: 'তুরাগ' },
  { id: 'uttara', en: 'Uttara', bn: 'উত্তরা' },
  { id: 'uttarkhan', en: 'Uttarkhan', bn: 'উত্তরখান' },
  { id: 'wari', en: 'Wari', bn: 'ওয়ারী' },
] as const;

export type DhakaAreaId = (typeof dhakaAreaRows)[number]['id'];
export interface DhakaArea {
  id: DhakaAreaId;
  en: string;
  bn: string;
}
/** Sorted by English name. */
export const DHAKA_AREAS: readonly DhakaArea[] = dhakaAreaRows;

const districtsById = new Map<string, District>(DISTRICTS.map((d) => [d.id, d]));
const dhakaAreasById = new Map<string, DhakaArea>(DHAKA_AREAS.map((a) => [a.id, a]));

export function isDistrictId(value: unknown): value is DistrictId {
  return typeof value === 'string' && districtsById.has(value);
}

export function districtById(id: string): District | undefined {
  return districtsById.get(id);
}

// The shop's "inside Dhaka" rate is for Dhaka district as a whole; Gazipur and Narayanganj are
// "outside". One function, so checkout and server agree.
export function isInsideDhaka(districtId: string): boolean {
  return districtId === 'dhaka';
}

/** An unknown id (an old or hand-made address) shows as is. */
export function districtLabel(id: string, language: Language): string {
  return districtById(id)?.[language] ?? id;
}

export function dhakaAreaById(id: string): DhakaArea | undefined {
  return dhakaAreasById.get(id);
}

const dhakaAreasByName = new Map<string, DhakaArea>(DHAKA_AREAS.map((a) => [a.en, a]));

export function areaLabel(area: string, language: Language): string {
  return language === 'bn' ? (dhakaAreasByName.get(area)?.bn ?? area) : area;
}

type Place = { district?: string | null; area?: string | null };

/** "Dhanmondi, Dhaka"; '' without a district. */
export function placeLine({ district, area }: Place, language: Language): string {
  if (!district) return '';
  const name = districtLabel(district, language);
  return area ? `${areaLabel(area, language)}, ${name}` : name;
}

type Address = Place & { address: string; city: string; zipCode: string | null };

/** The district is left out when the city already names it. */
export function addressLineOf(order: Address, language: Language): string {
  const district = order.district ? districtLabel(order.district, language) : null;
  const city = order.city.trim().toLowerCase();
  const named = order.district
    ? [districtLabel(order.district, 'en'), districtLabel(order.district, 'bn')].some(
        (name) => name.toLowerCase() === city,
      )
    : false;
  const area = order.area ? areaLabel(order.area, language) : null;
  return [order.address, area, order.city, named ? null : district, order.zipCode]
    .filter(Boolean)
    .join(', ');
}

export function courierAddressOf(order: Address): string {
  return addressLineOf(order, 'en');
}
