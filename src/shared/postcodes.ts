// For when a postcode is needed and none was typed (SSLCommerz requires `cus_postcode`): each
// district's head post office, from Bangladesh Post Office's list. Keyed by ./districts' ids, so
// a missing district does not compile.
import { DISTRICTS, type DistrictId, districtById } from './districts';

export const DISTRICT_HEAD_POSTCODES: Readonly<Record<DistrictId, string>> = {
  dhaka: '1000',
  narayanganj: '1400',
  munshiganj: '1500',
  narsingdi: '1600',
  gazipur: '1700',
  manikganj: '1800',
  tangail: '1900',
  kishoreganj: '2300',
  rajbari: '7700',
  faridpur: '7800',
  madaripur: '7900',
  shariatpur: '8000',
  gopalganj: '8100',
  jamalpur: '2000',
  sherpur: '2100',
  mymensingh: '2200',
  netrokona: '2400',
  sunamganj: '3000',
  sylhet: '3100',
  moulvibazar: '3200',
  habiganj: '3300',
  brahmanbaria: '3400',
  cumilla: '3500',
  chandpur: '3600',
  lakshmipur: '3700',
  noakhali: '3800',
  feni: '3900',
  chattogram: '4000',
  khagrachhari: '4400',
  rangamati: '4500',
  bandarban: '4600',
  'coxs-bazar': '4700',
  panchagarh: '5000',
  thakurgaon: '5100',
  dinajpur: '5200',
  nilphamari: '5300',
  rangpur: '5400',
  lalmonirhat: '5500',
  kurigram: '5600',
  gaibandha: '5700',
  bogura: '5800',
  joypurhat: '5900',
  rajshahi: '6000',
  'chapai-nawabganj': '6300',
  natore: '6400',
  naogaon: '6500',
  pabna: '6600',
  sirajganj: '6700',
  kushtia: '7000',
  meherpur: '7100',
  chuadanga: '7200',
  jhenaidah: '7300',
  jashore: '7400',
  narail: '7500',
  magura: '7600',
  khulna: '9000',
  bagerhat: '9300',
  satkhira: '9400',
  barishal: '8200',
  bhola: '8300',
  jhalokati: '8400',
  pirojpur: '8500',
  patuakhali: '8600',
  barguna: '8700',
};

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

type Place = { zipCode?: string | null; district?: string | null; city?: string | null };

// Four typed digits anywhere ("Dhaka-1207", "১২০৭"), else the district's head office (or the one
// its city names, for addresses older than the district field).
export function postcodeOf({ zipCode, district, city }: Place): string | null {
  const typed = (zipCode ?? '').replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)));
  const code = /(?<!\d)\d{4}(?!\d)/.exec(typed)?.[0];
  if (code) return code;
  const known = district ? districtById(district) : undefined;
  if (known) return DISTRICT_HEAD_POSTCODES[known.id];
  const name = city?.trim().normalize('NFC').toLowerCase();
  const named = DISTRICTS.find((d) => d.en.toLowerCase() === name || d.bn === name);
  return named ? DISTRICT_HEAD_POSTCODES[named.id] : null;
}
