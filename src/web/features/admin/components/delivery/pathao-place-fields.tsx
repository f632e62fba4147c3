import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { pathaoCityOf, pathaoZoneOf } from '#shared/pathao-places';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { fieldClasses } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { usePathaoPlaces } from '../../api/delivery-pathao-places';
import type { BookingFormValues, BookingInput } from '../../utils/delivery-booking';

type Level = 'cityId' | 'zoneId' | 'areaId';

const KIND = { cityId: 'cities', zoneId: 'zones', areaId: 'areas' } as const;
const LABEL = {
  cityId: 'admin.delivery.book.city',
  zoneId: 'admin.delivery.book.zone',
  areaId: 'admin.delivery.book.area',
} as const;
/** Choosing a city empties its zone and area, a zone its area: they belong to the old choice. */
const BELOW: Record<Level, Level[]> = {
  cityId: ['zoneId', 'areaId'],
  zoneId: ['areaId'],
  areaId: [],
};

type Place = { id: number; name: string };

/**
 * Pathao's city → zone → area, each list asked for once its parent is chosen. The city and zone
 * start on the order's district and area where Pathao has places by those names.
 */
export function PathaoPlaceFields({
  form,
  idPrefix,
  disabled,
  district,
  area,
}: {
  form: UseFormReturn<BookingFormValues, unknown, BookingInput>;
  idPrefix: string;
  disabled: boolean;
  district: string | null;
  area: string | null;
}) {
  const cityId = Number(form.watch('cityId')) || undefined;
  const zoneId = Number(form.watch('zoneId')) || undefined;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <PlaceSelect
        form={form}
        level="cityId"
        idPrefix={idPrefix}
        disabled={disabled}
        suggest={district ? (places) => pathaoCityOf(district, places) : undefined}
      />
      <PlaceSelect
        form={form}
        level="zoneId"
        parentId={cityId}
        idPrefix={idPrefix}
        disabled={disabled}
        suggest={area ? (places) => pathaoZoneOf(area, places) : undefined}
      />
      <PlaceSelect
        form={form}
        level="areaId"
        parentId={zoneId}
        idPrefix={idPrefix}
        disabled={disabled}
      />
    </div>
  );
}

function PlaceSelect({
  form,
  level,
  parentId,
  idPrefix,
  disabled,
  suggest,
}: {
  form: UseFormReturn<BookingFormValues, unknown, BookingInput>;
  level: Level;
  parentId?: number | undefined;
  idPrefix: string;
  disabled: boolean;
  /** The place to start on once the list is in, if the admin has not chosen one. */
  suggest?: ((places: readonly Place[]) => Place | undefined) | undefined;
}) {
  const { t } = useI18n();
  const places = usePathaoPlaces(KIND[level], parentId);
  // Once per list: an admin who then empties the field keeps it empty.
  const suggestedFor = useRef<number | undefined | null>(null);
  useEffect(() => {
    if (!suggest || !places.data || suggestedFor.current === parentId) return;
    suggestedFor.current = parentId;
    const match = suggest(places.data);
    if (match && form.getValues(level) === '') {
      form.setValue(level, String(match.id), { shouldDirty: true });
    }
  }, [suggest, places.data, parentId, form, level]);
  const id = `${idPrefix}-${level}`;
  const error = form.formState.errors[level]?.message;
  const waiting = level !== 'cityId' && parentId === undefined;
  const registered = form.register(level, {
    onChange: () => {
      for (const below of BELOW[level]) form.setValue(below, '');
    },
  });
  return (
    <FormField
      id={id}
      label={
        level === 'areaId' ? (
          <>
            {t(LABEL[level])}{' '}
            <span className="font-normal text-stone-600">{t('admin.delivery.book.optional')}</span>
          </>
        ) : (
          t(LABEL[level])
        )
      }
      required={level !== 'areaId'}
      error={error}
    >
      {places.isError ? (
        <div className="space-y-1 text-sm text-red-800">
          <p>{t('admin.delivery.book.placesFailed')}</p>
          <Button type="button" size="sm" variant="outline" onClick={() => void places.refetch()}>
            {t('admin.delivery.book.retry')}
          </Button>
        </div>
      ) : (
        <select
          id={id}
          className={cn(fieldClasses, 'h-10')}
          disabled={disabled || waiting || places.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error })}
          {...registered}
        >
          <option value="">
            {places.isFetching
              ? t('admin.delivery.book.loadingPlaces')
              : t('admin.delivery.book.choose')}
          </option>
          {(places.data ?? []).map((place) => (
            <option key={place.id} value={String(place.id)}>
              {place.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
