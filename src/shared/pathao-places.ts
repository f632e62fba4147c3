// Pathao's cities and zones matched by name to an address's district and area, for the checkout's
// zones and the admin's Pathao booking.
import { districtById } from './districts';

type Place = { id: number; name: string };

/** Pathao still writes some districts the old way (Chittagong, Comilla, Barisal, Bogra…). */
const PATHAO_SPELLINGS: Record<string, string[]> = {
  chattogram: ['chittagong'],
  cumilla: ['comilla'],
  barishal: ['barisal'],
  bogura: ['bogra'],
  jashore: ['jessore'],
  'chapai-nawabganj': ['chapainawabganj', 'nawabganj'],
  jhalokati: ['jhalakathi', 'jhalokathi'],
  netrokona: ['netrakona'],
  moulvibazar: ['maulvibazar'],
};

/** Letters only, lower case: "Cox's Bazar" and "Coxs bazar" compare equal. */
export const placeKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

export function pathaoCityOf<P extends Place>(
  districtId: string,
  cities: readonly P[],
): P | undefined {
  const district = districtById(districtId);
  if (!district) return undefined;
  const names = new Set([placeKey(district.en), ...(PATHAO_SPELLINGS[district.id] ?? [])]);
  return cities.find((city) => names.has(placeKey(city.name)));
}

export function pathaoZoneOf<P extends Place>(area: string, zones: readonly P[]): P | undefined {
  const key = placeKey(area);
  return key === '' ? undefined : zones.find((zone) => placeKey(zone.name) === key);
}
