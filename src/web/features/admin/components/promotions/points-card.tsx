import { useId, useState } from 'react';
import type { PointsSettings } from '#shared/schemas/points';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';
import { usePointsSettings, useSavePointsSettings } from '../../api/points-settings';
import { useNumberSettings } from '../../utils/use-number-settings';
import { FormErrorAlert } from '../layout/form-error-alert';
import { NumberSetting, SettingSwitch, SettingsCard } from './settings-card';

type NumberField = Exclude<keyof PointsSettings, 'enabled'>;
const FIELDS: NumberField[] = ['earnTaka', 'worthTaka', 'expireMonths', 'maxPercent'];

/** Loyalty points (decision 048): on or off, and the four whole numbers of the rule. */
export function PointsCard() {
  const { t } = useI18n();
  const settings = usePointsSettings();
  return (
    <SettingsCard
      title={t('admin.points.title')}
      badge={
        settings.data && (
          <Badge variant={settings.data.enabled ? 'secondary' : 'outline'}>
            {settings.data.enabled ? t('admin.points.on') : t('admin.points.off')}
          </Badge>
        )
      }
      description={t('admin.points.description')}
      loadFailed={t('admin.points.loadFailed')}
      settings={settings}
      skeleton="h-32 w-full"
      // Keyed: what was saved (or changed elsewhere) is what the fields start from again.
      form={(saved) => <PointsForm key={JSON.stringify(saved)} saved={saved} />}
    />
  );
}

function PointsForm({ saved }: { saved: PointsSettings }) {
  const { t } = useI18n();
  const id = useId();
  const save = useSavePointsSettings();
  const [enabled, setEnabled] = useState(saved.enabled);
  const { texts, setText, error, submit } = useNumberSettings({
    fields: FIELDS,
    saved,
    save: (numbers) => save.mutateAsync({ enabled, ...numbers }),
    savedMessage: 'admin.points.saved',
    failed: 'admin.points.failed',
  });

  const labels: Record<NumberField, string> = {
    earnTaka: t('admin.points.earnTaka'),
    worthTaka: t('admin.points.worthTaka'),
    expireMonths: t('admin.points.expireMonths'),
    maxPercent: t('admin.points.maxPercent'),
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-label`} className="space-y-4">
      <FormErrorAlert message={error?.text ?? null} />
      <SettingSwitch
        id={id}
        label={t('admin.points.enabled')}
        checked={enabled}
        onChange={setEnabled}
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {FIELDS.map((field) => (
          <NumberSetting
            key={field}
            id={`${id}-${field}`}
            label={labels[field]}
            value={texts[field]}
            invalid={error?.field === field}
            onChange={(text) => setText(field, text)}
          />
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('admin.points.saving') : t('admin.points.save')}
      </Button>
    </form>
  );
}
