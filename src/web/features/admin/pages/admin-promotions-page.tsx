import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Promotion } from '#shared/schemas/admin-promotions';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { useAdminPromotions } from '../api/promotions';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { CartRemindersCard } from '../components/promotions/cart-reminders-card';
import { CreditCard } from '../components/promotions/credit-card';
import { PointsCard } from '../components/promotions/points-card';
import { PromotionEndDialog } from '../components/promotions/promotion-end-dialog';
import { FreeDeliveryForm } from '../components/promotions/promotion-free-delivery-form';
import { PromotionCards, PromotionsTable } from '../components/promotions/promotion-list';
import { useStaffAccess } from '../utils/staff-access';

/**
 * /admin/promotions: coupons and sales with their figures, free delivery, left-cart reminders,
 * points, and store credit's rule (for staff holding credit.manage).
 */
export function AdminPromotionsPage() {
  const { t } = useI18n();
  const promotions = useAdminPromotions();
  const { can } = useStaffAccess();
  const [ending, setEnding] = useState<Promotion | null>(null);
  const newButton = (
    <Button asChild>
      <Link to="/admin/promotions/new">
        <Plus aria-hidden="true" />
        {t('admin.promotions.new')}
      </Link>
    </Button>
  );
  return (
    <>
      <AdminPageHeader
        title={t('admin.promotions.title')}
        description={t('admin.promotions.description')}
        actions={newButton}
      />
      <div className="space-y-8">
        <ListStates
          query={promotions}
          loadFailed={t('admin.promotions.loadFailed')}
          keepListOnError
          isEmpty={(data) => data.promotions.length === 0}
          empty={
            <EmptyState icon={TicketPercent} title={t('admin.promotions.empty')} action={newButton}>
              {t('admin.promotions.emptyHint')}
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <div className="hidden lg:block">
                <PromotionsTable promotions={data.promotions} onEnd={setEnding} />
              </div>
              <div className="lg:hidden">
                <PromotionCards promotions={data.promotions} onEnd={setEnding} />
              </div>
            </>
          )}
        </ListStates>
        <FreeDeliveryForm />
        <CartRemindersCard />
        <PointsCard />
        {/* Store credit is money owed to shoppers: its rule is for staff who may change credit. */}
        {can('credit.manage') && <CreditCard />}
      </div>
      <PromotionEndDialog promotion={ending} onClose={() => setEnding(null)} />
    </>
  );
}
