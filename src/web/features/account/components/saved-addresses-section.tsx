/**
 * Account → Profile → Saved addresses (issue 21): the addresses the checkout offers at its first
 * step; add, change, make default, remove. Loaded when the profile tab shows it, with its words.
 */
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ADDRESSES_MAX } from '#shared/addresses';
import { addressLineOf, placeLine } from '#shared/districts';
import type { Account } from '#shared/schemas/account';
import type { SavedAddress } from '#shared/schemas/address';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AddressWords } from '../../../lib/address-words';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSavedAddresses } from '../../../lib/saved-addresses';
import { toast } from '../../../lib/toast';
import { useDeleteAddress } from '../api/delete-address';
import { useSaveAddress } from '../api/save-address';
import { AccountSection } from './account-section';
import { AddressForm, addressValues } from './address-form';

/** Which address the form is open for: a new one, an existing one's id, or none. */
type Editing = 'new' | number | null;

export default function SavedAddressesSection({ account }: { account: Account }) {
  return (
    <AddressWords>
      <SavedAddresses account={account} />
    </AddressWords>
  );
}

function SavedAddresses({ account }: { account: Account }) {
  const { t } = useI18n();
  const list = useSavedAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const addresses = list.data?.addresses ?? [];
  const full = addresses.length >= ADDRESSES_MAX;
  // A new address starts with the account's name and phone, as the checkout's first step does.
  const fallback = {
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone ?? '',
  };

  return (
    <AccountSection
      title={t('address.tab.heading')}
      description={t('address.tab.intro', { max: ADDRESSES_MAX })}
    >
      <div id="saved-addresses" className="space-y-4">
        {list.isPending && <Spinner />}
        {list.isError && (
          <p role="alert" className="text-sm text-red-700">
            {t('address.tab.loadFailed')}{' '}
            <Button type="button" variant="link" onClick={() => void list.refetch()}>
              {t('address.tab.retry')}
            </Button>
          </p>
        )}
        {list.isSuccess && addresses.length === 0 && editing !== 'new' && (
          <p className="text-sm text-stone-600">{t('address.tab.empty')}</p>
        )}
        <ul className="space-y-3">
          {addresses.map((address) =>
            editing === address.id ? (
              <li key={address.id}>
                <AddressForm
                  id={address.id}
                  initial={addressValues(address, fallback)}
                  onDone={() => setEditing(null)}
                />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => setEditing(address.id)}
              />
            ),
          )}
        </ul>
        {editing === 'new' ? (
          <AddressForm
            id={null}
            initial={addressValues(null, fallback)}
            onDone={() => setEditing(null)}
          />
        ) : full ? (
          <p className="text-sm text-stone-600">{t('address.tab.full', { max: ADDRESSES_MAX })}</p>
        ) : (
          list.isSuccess && (
            <Button type="button" variant="outline" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" /> {t('address.tab.add')}
            </Button>
          )
        )}
      </div>
    </AccountSection>
  );
}

function AddressCard({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const { t, language } = useI18n();
  const { errorText } = useApiErrorText();
  const remove = useDeleteAddress();
  const save = useSaveAddress();
  const place = placeLine(address, language);
  const name = address.label ?? place;
  const busy = remove.isPending || save.isPending;
  const failed = (error: unknown) =>
    toast.error(t('address.toast.failed'), { description: errorText(error) });

  const makeDefault = () =>
    save.mutate(
      { id: address.id, address: { ...addressValues(address, {}), isDefault: true } },
      { onError: failed },
    );
  const onRemove = () =>
    remove.mutate(address.id, {
      onSuccess: () => toast.success(t('address.toast.deleted')),
      onError: failed,
    });

  return (
    <li className="rounded-lg border border-stone-200 p-4">
      <div className="flex items-start gap-3">
        <MapPin className="mt-0.5 size-5 shrink-0 text-rose-700" aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm text-stone-700">
          <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
            {name}
            {address.isDefault && (
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                {t('address.picker.default')}
              </span>
            )}
          </p>
          <p>
            {address.firstName} {address.lastName} · {address.phone}
          </p>
          <p className="break-words">{addressLineOf(address, language)}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('address.tab.editLabel', { name })}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" /> {t('address.tab.edit')}
        </Button>
        {!address.isDefault && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={t('address.tab.makeDefaultLabel', { name })}
            onClick={makeDefault}
          >
            <Star aria-hidden="true" /> {t('address.tab.makeDefault')}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={t('address.tab.deleteLabel', { name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" /> {t('address.tab.delete')}
        </Button>
      </div>
    </li>
  );
}
