/** The delivery report's row names, the same on the page and in its CSV. */
import type { COURIERS } from './delivery';
import { districtLabel } from './districts';
import type { Translator } from './i18n/translator';

export function courierRowLabel(t: Translator['t'], key: string, name: string | null): string {
  if (key.startsWith('manual:')) return name || t('admin.delivery.courier.manual');
  return t(`admin.delivery.courier.${key as (typeof COURIERS)[number]}`);
}

/** '' is an order placed before districts were asked. */
export function districtRowLabel(translator: Pick<Translator, 't' | 'language'>, key: string) {
  return key
    ? districtLabel(key, translator.language)
    : translator.t('admin.reports.delivery.noDistrict');
}
