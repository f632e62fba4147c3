import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useI18n } from '../../../../lib/i18n';

export function OrderNotFound() {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={SearchX}
      title={t('admin.order.notFound')}
      action={
        <Button variant="outline" asChild>
          <Link to="/admin/orders">
            <ArrowLeft aria-hidden="true" /> {t('admin.order.backToOrders')}
          </Link>
        </Button>
      }
    >
      {t('admin.order.notFoundHint')}
    </EmptyState>
  );
}
