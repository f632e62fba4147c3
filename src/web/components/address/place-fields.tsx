/**
 * The district and area of a delivery address (issue 21), for the checkout's first step and
 * Account → Addresses. The district is one of the 64; the area comes from the server's list for
 * it (Dhaka city's areas, or Pathao's zones when the shop books with Pathao), with "Another area"
 * to type one, or is typed where there is no list. Needs the address words (AddressWords).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DISTRICTS } from '#shared/districts';
import type { Language } from '#shared/i18n/languages';
import type { DeliveryAreas } from '#shared/schemas/address';
import { apiRequest } from '../../lib/api-client';
import { useI18n } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';
import { cn } from '../../lib/utils';
import { describedBy, FormField } from '../ui/form-field';
import { fieldClasses, Input } from '../ui/input';

export type PlaceField = 'district' | 'area';

type PlaceFieldsProps = {
  idPrefix: string;
  district: string;
  area: string;
  errors: Partial<Record<PlaceField, string | undefined>>;
  onChange: (field: PlaceField, value: string) => void;
};

const OTHER = '__other__';

const sortedDistricts = (language: Language) =>
  [...DISTRICTS].sort((a, b) => a[language].localeCompare(b[language], language));

/** A district's areas to choose from: Dhaka's, or Pathao's zones when the shop books with Pathao. */
export function deliveryAreasQueryOptions(district: string) {
  return queryOptions({
    queryKey: queryKeys.deliveryAreas(district),
    queryFn: ({ signal }) =>
      apiRequest<DeliveryAreas>(`/api/delivery/areas?district=${encodeURIComponent(district)}`, {
        signal,
      }),
    enabled: district !== '',
    staleTime: 60 * 60 * 1000,
  });
}

export function PlaceFields({ idPrefix, district, area, errors, onChange }: PlaceFieldsProps) {
  const { t, language } = useI18n();
  const districts = useMemo(() => sortedDistricts(language), [language]);
  const areas = useQuery(deliveryAreasQueryOptions(district));
  const listed = areas.data?.areas ?? [];
  // "Another area" chosen with nothing typed yet is still typing; a typed area not in the list too.
  const [typing, setTyping] = useState(false);
  const inList = listed.some((option) => option.value === area);
  const typed = listed.length === 0 || typing || (area !== '' && !inList);
  const districtId = `${idPrefix}-district`;
  const areaId = `${idPrefix}-area`;
  // The typed field takes the area's id when there is no list, so an error can focus it.
  const typedId = listed.length > 0 ? `${areaId}-typed` : areaId;
  const areaError = errors.area;
  const loadingHint = areas.isFetching ? t('address.areasLoading') : undefined;
  const optional = <span className="font-normal text-stone-600">{t('address.optional')}</span>;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={districtId} label={t('address.district')} required error={errors.district}>
        <select
          id={districtId}
          name="district"
          required
          className={cn(fieldClasses, 'h-10')}
          value={district}
          aria-invalid={errors.district ? true : undefined}
          aria-describedby={describedBy({ id: districtId, error: errors.district })}
          onChange={(event) => {
            setTyping(false);
            onChange('district', event.target.value);
            // An area belongs to its district.
            if (area !== '') onChange('area', '');
          }}
        >
          <option value="">{t('address.chooseDistrict')}</option>
          {districts.map((option) => (
            <option key={option.id} value={option.id}>
              {option[language]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="space-y-2">
        {listed.length > 0 && (
          <FormField
            id={areaId}
            label={
              <>
                {t('address.area')} {optional}
              </>
            }
            error={typed ? undefined : areaError}
          >
            <select
              id={areaId}
              name="area-choice"
              className={cn(fieldClasses, 'h-10')}
              value={typed ? OTHER : area}
              onChange={(event) => {
                const chosen = event.target.value;
                setTyping(chosen === OTHER);
                onChange('area', chosen === OTHER ? '' : chosen);
              }}
            >
              <option value="">{t('address.chooseArea')}</option>
              {listed.map((option) => (
                <option key={option.value} value={option.value}>
                  {language === 'bn' ? (option.bn ?? option.value) : option.value}
                </option>
              ))}
              <option value={OTHER}>{t('address.otherArea')}</option>
            </select>
          </FormField>
        )}
        {typed && (
          <FormField
            id={typedId}
            label={
              listed.length > 0 ? (
                t('address.areaTyped')
              ) : (
                <>
                  {t('address.area')} {optional}
                </>
              )
            }
            error={areaError}
            hint={loadingHint}
          >
            <Input
              id={typedId}
              name="area"
              value={area}
              autoComplete="address-level3"
              aria-invalid={areaError ? true : undefined}
              aria-describedby={describedBy({
                id: typedId,
                error: areaError,
                hint: loadingHint,
              })}
              onChange={(event) => onChange('area', event.target.value)}
            />
          </FormField>
        )}
      </div>
    </div>
  );
}
