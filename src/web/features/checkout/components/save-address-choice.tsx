import { ADDRESSES_MAX } from '#shared/addresses';
import { useI18n } from '../../../lib/i18n';

/** "Save this address for next time" under a new address, or why not once the list is full. */
export function SaveAddressChoice({
  save,
  full,
  onChange,
}: {
  save: boolean;
  full: boolean;
  onChange: (save: boolean) => void;
}) {
  const { t } = useI18n();
  if (full) {
    return (
      <p className="text-sm text-stone-600">{t('address.saveFull', { max: ADDRESSES_MAX })}</p>
    );
  }
  return (
    <label className="flex items-center gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        checked={save}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-rose-700"
      />
      {t('address.save')}
    </label>
  );
}
