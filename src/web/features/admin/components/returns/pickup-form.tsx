import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { returnPickupInputSchema } from '#shared/schemas/returns';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useBookReturnPickup } from '../../api/returns-pickup';
import { FormErrorAlert } from '../layout/form-error-alert';
import { useReturnFailure } from './return-failure';

type ManualErrors = { courierLabel?: string | undefined; trackingCode?: string | undefined };

/**
 * How an accepted return comes back: booked with Steadfast on its delivered parcel (when the shop
 * has Steadfast and the parcel was its), or a courier recorded by hand with its tracking code.
 */
export function PickupForm({ returnId, steadfast }: { returnId: string; steadfast: boolean }) {
  const { t } = useI18n();
  const failed = useReturnFailure();
  const id = useId();
  const pickup = useBookReturnPickup();
  const [values, setValues] = useState({ courierLabel: '', trackingCode: '' });
  const [errors, setErrors] = useState<ManualErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const fail = (failure: unknown) => setServerError(failed(failure));

  const bookSteadfast = () => {
    setServerError(null);
    pickup.mutate(
      { id: returnId, input: { courier: 'steadfast', note: undefined } },
      { onSuccess: () => toast.success(t('admin.returns.pickup.booked')), onError: fail },
    );
  };

  const recordManual = () => {
    setServerError(null);
    const parsed = returnPickupInputSchema.safeParse({ courier: 'manual', ...values });
    if (!parsed.success) {
      const next: ManualErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'courierLabel' || field === 'trackingCode') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    pickup.mutate(
      {
        id: returnId,
        input: {
          courier: 'manual',
          courierLabel: values.courierLabel.trim(),
          trackingCode: values.trackingCode.trim(),
          note: undefined,
        },
      },
      { onSuccess: () => toast.success(t('admin.returns.pickup.recorded')), onError: fail },
    );
  };

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <div className="space-y-4">
      <FormErrorAlert message={serverError} />
      {steadfast && (
        <Button
          type="button"
          disabled={pickup.isPending}
          onClick={bookSteadfast}
          className="w-full sm:w-auto"
        >
          <Truck aria-hidden="true" />
          {pickup.isPending ? t('admin.returns.working') : t('admin.returns.pickup.steadfast')}
        </Button>
      )}
      <form
        noValidate
        aria-label={t('admin.returns.pickup.manual')}
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          recordManual();
        }}
      >
        <h4 className="font-medium">{t('admin.returns.pickup.manual')}</h4>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={`${id}-courier`}
            label={t('admin.returns.pickup.courier')}
            required
            maxLength={60}
            value={values.courierLabel}
            disabled={pickup.isPending}
            onChange={(event) => set('courierLabel')(event.currentTarget.value)}
            error={errors.courierLabel}
          />
          <TextField
            id={`${id}-tracking`}
            label={t('admin.returns.pickup.trackingCode')}
            required
            maxLength={60}
            autoComplete="off"
            value={values.trackingCode}
            disabled={pickup.isPending}
            onChange={(event) => set('trackingCode')(event.currentTarget.value)}
            error={errors.trackingCode}
          />
        </div>
        <Button
          type="submit"
          variant={steadfast ? 'outline' : 'default'}
          disabled={pickup.isPending}
          className="w-full sm:w-auto"
        >
          {pickup.isPending ? t('admin.returns.working') : t('admin.returns.pickup.record')}
        </Button>
      </form>
    </div>
  );
}
