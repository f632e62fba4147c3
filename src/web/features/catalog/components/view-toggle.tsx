import { LayoutGrid, List } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { ProductListView } from '../hooks/product-list-params';

export function ViewToggle({
  value,
  onChange,
}: {
  value: ProductListView;
  onChange: (view: ProductListView) => void;
}) {
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">Layout</legend>
      <Button
        type="button"
        size="icon"
        variant={value === 'grid' ? 'secondary' : 'outline'}
        aria-pressed={value === 'grid'}
        aria-label="Grid view"
        onClick={() => onChange('grid')}
      >
        <LayoutGrid aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        variant={value === 'list' ? 'secondary' : 'outline'}
        aria-pressed={value === 'list'}
        aria-label="List view"
        onClick={() => onChange('list')}
      >
        <List aria-hidden="true" />
      </Button>
    </fieldset>
  );
}
