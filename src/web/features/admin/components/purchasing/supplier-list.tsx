import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Supplier } from '#shared/schemas/purchasing';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';
import { SupplierForm } from './supplier-form';

/**
 * The shop's suppliers, each with an Edit button that opens the add form filled in with it, in
 * its place; saving refetches the list (the purchasing queries), closing the form.
 */
export function SupplierList({ suppliers }: { suppliers: Supplier[] }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <ul className="divide-y divide-stone-100 text-sm text-stone-700">
      {suppliers.map((supplier) =>
        editing === supplier.id ? (
          <li key={supplier.id} className="py-3">
            <div className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
              <SupplierForm
                supplier={supplier}
                onDone={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            </div>
          </li>
        ) : (
          <li key={supplier.id} className="flex items-center gap-3 py-2">
            <span className="min-w-0 flex-1 break-words">
              {supplier.name}
              {supplier.phone ? ` · ${supplier.phone}` : ''}
            </span>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('admin.editItem', { name: supplier.name })}
              onClick={() => setEditing(supplier.id)}
            >
              <Pencil aria-hidden="true" />
              {t('admin.purchases.supplier.edit')}
            </Button>
          </li>
        ),
      )}
    </ul>
  );
}
