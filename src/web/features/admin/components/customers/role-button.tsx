import { useState } from 'react';
import type { AdminCustomer } from '#shared/schemas/admin';
import { Button } from '../../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useChangeCustomerRole } from '../../api/customers-role';
import type { RoleAction } from '../../utils/customers-role';
import { needsIdentityCheck, useIdentityCheck } from '../layout/identity-check';
import { ConfirmDialog } from '../orders/confirm-dialog';

/** 'Make admin' / 'Revoke admin', after a confirmation naming the person. */
export function RoleButton({ customer, action }: { customer: AdminCustomer; action: RoleAction }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const [open, setOpen] = useState(false);
  const change = useChangeCustomerRole();
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
  const granting = action.role === 'admin';

  const confirmThen = useIdentityCheck();
  const changeRole = () =>
    change.mutate(
      { id: customer.id, role: action.role },
      {
        onSuccess: () => toast.success(t('admin.customers.roleUpdated')),
        onError: (error) =>
          needsIdentityCheck(error)
            ? confirmThen(changeRole)
            : toast.error(t('admin.customers.roleFailed'), { description: errorText(error) }),
      },
    );
  const confirm = () => {
    setOpen(false);
    changeRole();
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={change.isPending}
        onClick={() => setOpen(true)}
        className={granting ? undefined : 'text-red-700 hover:bg-red-50 hover:text-red-800'}
      >
        {change.isPending ? t('admin.updating') : t(action.label)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        confirmLabel={t(action.label)}
        destructive={!granting}
        onConfirm={confirm}
      >
        <DialogTitle>
          {t(
            granting ? 'admin.customers.makeAdminQuestion' : 'admin.customers.revokeAdminQuestion',
            { name },
          )}
        </DialogTitle>
        <DialogDescription>
          {granting ? t('admin.customers.makeAdminNote') : t('admin.customers.revokeAdminNote')}
        </DialogDescription>
      </ConfirmDialog>
    </>
  );
}
