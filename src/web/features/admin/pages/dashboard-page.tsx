import { lazy, Suspense } from 'react';
import { DASHBOARD_DAYS } from '#shared/schemas/admin';
import { Skeleton } from '../../../components/ui/skeleton';
import { useI18n } from '../../../lib/i18n';
import { useAdminStats } from '../api/stats-query';
import { BackupCard } from '../components/dashboard/backup-card';
import { DeadlineCards } from '../components/dashboard/deadline-cards';
import { ExpiringBatchesCard } from '../components/dashboard/expiring-batches-card';
import { LowStockList } from '../components/dashboard/low-stock-list';
import { MoneySplitCards } from '../components/dashboard/money-split-cards';
import { ReturnCards } from '../components/dashboard/return-cards';
import { StatCards, StatCardsSkeleton } from '../components/dashboard/stat-cards';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListError } from '../components/layout/list-states';
import { useStaffAccess } from '../utils/staff-access';
import { dailyPoints, dailyTotals } from '../utils/stats-daily';

const SalesChart = lazy(() =>
  import('../components/dashboard/sales-chart').then((module) => ({ default: module.SalesChart })),
);

export function DashboardPage() {
  const { t } = useI18n();
  const stats = useAdminStats();
  const { can } = useStaffAccess();
  return (
    <>
      <AdminPageHeader title={t('admin.section.dashboard')} />
      {stats.isPending ? (
        <DashboardSkeleton />
      ) : stats.isError ? (
        <ListError
          title={t('admin.dashboard.loadFailed')}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <StatCards stats={stats.data} />
          <MoneySplitCards stats={stats.data} />
          <ReturnCards stats={stats.data} />
          <DeadlineCards stats={stats.data} />
          <BackupCard />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <SalesSection daily={stats.data.daily} />
            <LowStockList products={stats.data.lowStock} />
          </div>
          {can('products.view') ? <ExpiringBatchesCard /> : null}
        </div>
      )}
    </>
  );
}

function SalesSection({ daily }: { daily: Parameters<typeof dailyPoints>[0] }) {
  const { t, money, language } = useI18n();
  const totals = dailyTotals(daily);
  return (
    <section
      aria-labelledby="sales-heading"
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 sm:p-5 lg:col-span-2"
    >
      <h3 id="sales-heading" className="font-serif text-lg font-semibold">
        {t('admin.dashboard.lastDays', { days: DASHBOARD_DAYS })}
      </h3>
      <p className="mb-4 text-sm text-stone-700">
        {t('admin.dashboard.periodTotals', {
          orders: totals.orders,
          revenue: money(totals.revenue),
        })}
      </p>
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <SalesChart points={dailyPoints(daily, language)} />
      </Suspense>
    </section>
  );
}

function DashboardSkeleton() {
  return (
    <div className="space-y-6">
      <StatCardsSkeleton />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Skeleton className="h-96 rounded-xl lg:col-span-2" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </div>
  );
}
