import { useId, useState } from 'react';
import type { CreditSettings } from '#shared/schemas/credit';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';
import { useCreditSettings, useSaveCreditSettings } from '../../api/credit-settings';
import { useNumberSettings } from '../../utils/use-number-settings';
import { FormErrorAlert } from '../layout/form-error-alert';
import { NumberSetting, SettingSwitch, SettingsCard } from './settings-card';

/** Store credit (decision 049): whether a return's refund may be taken as credit, and its months. */
export function CreditCard() {
  const { t } = useI18n();
  const settings = useCreditSettings();
  return (
    <SettingsCard
      title={t('admin.credit.title')}
      description={t('admin.credit.description')}
      loadFailed={t('admin.credit.loadFailed')}
      settings={settings}
      skeleton="h-24 w-full"
      // Keyed: what was saved (or changed elsewhere) is what the fields start from again.
      form={(saved) => <CreditForm key={JSON.stringify(saved)} saved={saved} />}
    />
  );
}

function CreditForm({ saved }: { saved: CreditSettings }) {
  const { t } = useI18n();
  const id = useId();
  const save = useSaveCreditSettings();
  const [refunds, setRefunds] = useState(saved.refunds);
  const { texts, setText, error, submit } = useNumberSettings({
    fields: ['expireMonths'],
    saved,
    save: (numbers) => save.mutateAsync({ refunds, ...numbers }),
    savedMessage: 'admin.credit.saved',
    failed: 'admin.credit.failed',
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-label`} className="space-y-4">
      <FormErrorAlert message={error?.text ?? null} />
      <SettingSwitch
        id={id}
        label={t('admin.credit.refunds')}
        checked={refunds}
        onChange={setRefunds}
      />
      <NumberSetting
        id={`${id}-months`}
        label={t('admin.credit.expireMonths')}
        value={texts.expireMonths}
        invalid={error?.field === 'expireMonths'}
        onChange={(text) => setText('expireMonths', text)}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('admin.credit.saving') : t('admin.credit.save')}
      </Button>
    </form>
  );
}
