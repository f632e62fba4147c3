import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminCustomer } from '#shared/schemas/admin';
import { Button } from '../../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { useChangeCustomerRole } from '../../api/customers-role';
import type { RoleAction } from '../../utils/customers-role';
import { ConfirmDialog } from '../orders/confirm-dialog';

/** 'Make admin' / 'Revoke admin', after a confirmation naming the person. */
export function RoleButton({ customer, action }: { customer: AdminCustomer; action: RoleAction }) {
  const [open, setOpen] = useState(false);
  const change = useChangeCustomerRole();
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
  const granting = action.role === 'admin';

  const confirm = () => {
    setOpen(false);
    change.mutate(
      { id: customer.id, role: action.role },
      {
        onSuccess: () => toast.success('Role updated'),
        onError: (error) => toast.error('Failed to update role', { description: error.message }),
      },
    );
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
        {change.isPending ? 'Updating…' : action.label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        confirmLabel={action.label}
        destructive={!granting}
        onConfirm={confirm}
      >
        <DialogTitle>
          {granting ? `Make ${name} an admin?` : `Revoke admin from ${name}?`}
        </DialogTitle>
        <DialogDescription>
          {granting
            ? 'They will be able to manage products, orders, payments and customers.'
            : 'They will become a customer and lose access to the admin panel.'}
        </DialogDescription>
      </ConfirmDialog>
    </>
  );
}
