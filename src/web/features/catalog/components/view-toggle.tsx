import { LayoutGrid, List } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import type { ProductListView } from '../hooks/product-list-params';

export function ViewToggle({
  value,
  onChange,
}: {
  value: ProductListView;
  onChange: (view: ProductListView) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">{t('catalog.view.legend')}</legend>
      <Button
        type="button"
        size="icon"
        variant={value === 'grid' ? 'secondary' : 'outline'}
        aria-pressed={value === 'grid'}
        aria-label={t('catalog.view.grid')}
        onClick={() => onChange('grid')}
      >
        <LayoutGrid aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        variant={value === 'list' ? 'secondary' : 'outline'}
        aria-pressed={value === 'list'}
        aria-label={t('catalog.view.list')}
        onClick={() => onChange('list')}
      >
        <List aria-hidden="true" />
      </Button>
    </fieldset>
  );
}
