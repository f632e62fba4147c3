/**
 * Pathao's cities and zones matched to an address's district and area by name (issue 21): the
 * checkout offers a district's zones, and the admin's Pathao booking starts on the order's city
 * and zone. Pathao names places in English, some districts the old way.
 */
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

/** The Pathao city a district is, by name; undefined when Pathao lists none by that name. */
export function pathaoCityOf<P extends Place>(
  districtId: string,
  cities: readonly P[],
): P | undefined {
  const district = districtById(districtId);
  if (!district) return undefined;
  const names = new Set([placeKey(district.en), ...(PATHAO_SPELLINGS[district.id] ?? [])]);
  return cities.find((city) => names.has(placeKey(city.name)));
}

/** The zone an area names (a zone the checkout offered, or a typed area spelled the same). */
export function pathaoZoneOf<P extends Place>(area: string, zones: readonly P[]): P | undefined {
  const key = placeKey(area);
  return key === '' ? undefined : zones.find((zone) => placeKey(zone.name) === key);
}
