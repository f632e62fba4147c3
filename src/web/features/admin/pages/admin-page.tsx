import { Link, Route, Routes } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { AdminNav } from '../components/layout/admin-nav';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { AdminActivityPage } from './admin-activity-page';
import { AdminBannerFormPage, AdminBannersPage } from './admin-banners-page';
import { AdminCustomersPage } from './admin-customers-page';
import { AdminInvoicePage } from './admin-invoice-page';
import { AdminMessagesPage } from './admin-messages-page';
import { AdminOrderPage } from './admin-order-page';
import { AdminOrdersPage } from './admin-orders-page';
import { AdminOutgoingPage } from './admin-outgoing-page';
import { AdminPayoutsPage } from './admin-payouts-page';
import { AdminPromotionsPage } from './admin-promotions-page';
import { AdminReturnPage } from './admin-return-page';
import { AdminReturnsPage } from './admin-returns-page';
import { DashboardPage } from './dashboard-page';
import { ImportExportPage } from './import-export-page';
import { ProductFormPage } from './product-form-page';
import { ProductsPage } from './products-page';
import { PromotionFormPage } from './promotion-form-page';
import { StaffOrderPage } from './staff-order-page';

export type AdminRole = 'admin' | 'super_admin';

type AdminPageProps = { adminName: string; role: AdminRole; adminUserId: string };

/**
 * /admin/*: the admin area for signed-in admins (the router guards it). The header and nav are
 * hidden in print so an invoice prints on its own.
 */
export function AdminPage({ adminName, role, adminUserId }: AdminPageProps) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <header className="mb-5 print:hidden">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t('admin.title')}</h1>
        <p className="mt-1 text-stone-700">
          {richText(t('admin.signedInAs'), {
            name: <span className="font-medium text-stone-900">{adminName}</span>,
          })}
        </p>
      </header>
      <AdminNav className="mb-6 print:hidden" owner={role === 'super_admin'} />
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductFormPage />} />
        <Route path="products/:id/edit" element={<ProductFormPage />} />
        <Route path="import" element={<ImportExportPage />} />
        <Route path="orders" element={<AdminOrdersPage />} />
        <Route path="orders/new" element={<StaffOrderPage />} />
        <Route path="orders/:id" element={<AdminOrderPage />} />
        <Route path="orders/:id/invoice" element={<AdminInvoicePage />} />
        <Route
          path="customers"
          element={<AdminCustomersPage viewerRole={role} viewerId={adminUserId} />}
        />
        <Route path="returns" element={<AdminReturnsPage />} />
        <Route path="returns/:id" element={<AdminReturnPage />} />
        <Route path="payouts" element={<AdminPayoutsPage />} />
        <Route path="promotions" element={<AdminPromotionsPage />} />
        <Route path="promotions/new" element={<PromotionFormPage />} />
        <Route path="promotions/:id/edit" element={<PromotionFormPage />} />
        <Route path="messages" element={<AdminMessagesPage />} />
        <Route path="notifications" element={<AdminOutgoingPage />} />
        <Route path="banners" element={<AdminBannersPage />} />
        <Route path="banners/new" element={<AdminBannerFormPage />} />
        <Route path="banners/:id/edit" element={<AdminBannerFormPage />} />
        <Route path="activity" element={<AdminActivityPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </main>
  );
}

function AdminNotFound() {
  const { t } = useI18n();
  return (
    <>
      <AdminPageHeader
        title={t('admin.notFound.title')}
        heading={t('admin.notFound.heading')}
        description={t('admin.notFound.description')}
      />
      <Link to="/admin" className="font-medium text-rose-700 hover:underline">
        {t('admin.notFound.back')}
      </Link>
    </>
  );
}
