import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { adminProductsQueryOptions } from '../../api/products-list';
import { useSearchMeansProduct } from '../../api/search-means-product';
import { FormErrorAlert } from '../layout/form-error-alert';

/**
 * "This search means that product": the owner finds the product (through the admin's product list,
 * which the shoppers' search log does not count) and its search words get the search's words.
 */
export function MeansProductDialog({
  query,
  onClose,
}: {
  query: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={query !== null} onOpenChange={(open) => !open && onClose()}>
      {query !== null && <MeansProductPicker query={query} onDone={onClose} />}
    </Dialog>
  );
}

function MeansProductPicker({ query, onDone }: { query: string; onDone: () => void }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [error, setError] = useState<string | null>(null);
  const means = useSearchMeansProduct();
  const found = useQuery({
    ...adminProductsQueryOptions({ q, page: 1 }),
    enabled: q.length >= 2,
  });
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);

  const choose = async (productId: number) => {
    setError(null);
    try {
      const done = await means.mutateAsync({ query, productId });
      toast.success(t('admin.search.means.done', { query, name: done.name }));
      onDone();
    } catch (failure) {
      setError(errorText(failure, 'admin.search.means.failed'));
    }
  };

  return (
    <DialogContent>
      <DialogTitle>{t('admin.search.means.title', { query })}</DialogTitle>
      <DialogDescription>{t('admin.search.means.description', { query })}</DialogDescription>
      <div className="mt-4 space-y-3">
        <FormErrorAlert message={error} />
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-find`}>{t('admin.search.means.find')}</Label>
          <Input
            id={`${id}-find`}
            type="search"
            autoComplete="off"
            value={typed}
            aria-describedby={`${id}-find-hint`}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <p id={`${id}-find-hint`} className="text-sm text-stone-600">
            {t('admin.search.means.findHint')}
          </p>
        </div>
        {q.length >= 2 && found.data && (
          <ul className="max-h-72 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-200">
            {found.data.products.length === 0 && (
              <li className="p-3 text-sm text-stone-600">{t('admin.search.means.noMatches')}</li>
            )}
            {found.data.products.map((product) => (
              <li key={product.id}>
                <Button
                  variant="ghost"
                  className="h-auto w-full justify-start rounded-none px-3 py-2 text-left whitespace-normal"
                  disabled={means.isPending}
                  aria-label={t('admin.search.means.choose', { name: product.name })}
                  onClick={() => void choose(product.id)}
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-stone-900">{product.name}</span>
                    <span className="block text-xs text-stone-600">{product.brand}</span>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </DialogContent>
  );
}
