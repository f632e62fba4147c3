import type { ReactNode } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import type { Permission } from '#shared/permissions';
import { useI18n } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { ADMIN_SECTIONS, AdminNav } from '../components/layout/admin-nav';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { Allowed } from '../components/layout/allowed';
import { IdentityCheckProvider } from '../components/layout/identity-check';
import { type StaffAccess, StaffAccessProvider, useStaffAccess } from '../utils/staff-access';
import { AdminActivityPage } from './admin-activity-page';
import { AdminBannerFormPage, AdminBannersPage } from './admin-banners-page';
import { AdminComplaintPage } from './admin-complaint-page';
import { AdminComplaintsPage } from './admin-complaints-page';
import { AdminCustomersPage } from './admin-customers-page';
import { AdminInvoicePage } from './admin-invoice-page';
import { AdminMessagesPage } from './admin-messages-page';
import { AdminOrderPage } from './admin-order-page';
import { AdminOrdersPage } from './admin-orders-page';
import { AdminOutgoingPage } from './admin-outgoing-page';
import { AdminPayoutsPage } from './admin-payouts-page';
import { AdminPromotionsPage } from './admin-promotions-page';
import { AdminPurchaseOrderPage } from './admin-purchase-order-page';
import { AdminPurchasesPage } from './admin-purchases-page';
import { AdminQuestionsPage } from './admin-questions-page';
import { AdminReceiptNotePage } from './admin-receipt-note-page';
import { AdminReportsPage } from './admin-reports-page';
import { AdminReturnPage } from './admin-return-page';
import { AdminReturnsPage } from './admin-returns-page';
import { AdminSearchPage } from './admin-search-page';
import { AdminSettingsPage } from './admin-settings-page';
import { AdminStaffPage } from './admin-staff-page';
import { AdminStockCountPage } from './admin-stock-count-page';
import { AdminVatInvoicePage } from './admin-vat-invoice-page';
import { DashboardPage } from './dashboard-page';
import { ImportExportPage } from './import-export-page';
import { ProductFormPage } from './product-form-page';
import { ProductsPage } from './products-page';
import { PromotionFormPage } from './promotion-form-page';
import { StaffOrderPage } from './staff-order-page';

type AdminPageProps = {
  adminName: string;
  adminUserId: string;
  access: StaffAccess;
};

/** Each address with the permission its page needs (the server checks the same on every call). */
const PAGES: { path: string; permission: Permission; page: ReactNode }[] = [
  { path: 'products', permission: 'products.view', page: <ProductsPage /> },
  { path: 'products/new', permission: 'products.edit', page: <ProductFormPage /> },
  { path: 'products/:id/edit', permission: 'products.view', page: <ProductFormPage /> },
  { path: 'import', permission: 'products.edit', page: <ImportExportPage /> },
  // Counting needs products.stock; who waits for sold-out items is for all who see products.
  { path: 'stock-count', permission: 'products.view', page: <AdminStockCountPage /> },
  { path: 'orders', permission: 'orders.view', page: <AdminOrdersPage /> },
  { path: 'orders/new', permission: 'orders.create', page: <StaffOrderPage /> },
  { path: 'orders/:id', permission: 'orders.view', page: <AdminOrderPage /> },
  { path: 'orders/:id/invoice', permission: 'orders.view', page: <AdminInvoicePage /> },
  { path: 'orders/:id/vat-invoice', permission: 'orders.view', page: <AdminVatInvoicePage /> },
  { path: 'returns', permission: 'returns.manage', page: <AdminReturnsPage /> },
  { path: 'returns/:id', permission: 'returns.manage', page: <AdminReturnPage /> },
  { path: 'complaints', permission: 'complaints.manage', page: <AdminComplaintsPage /> },
  { path: 'complaints/:id', permission: 'complaints.manage', page: <AdminComplaintPage /> },
  { path: 'questions', permission: 'products.view', page: <AdminQuestionsPage /> },
  { path: 'payouts', permission: 'delivery.payouts', page: <AdminPayoutsPage /> },
  { path: 'purchases', permission: 'products.view', page: <AdminPurchasesPage /> },
  { path: 'purchases/:id', permission: 'products.view', page: <AdminPurchaseOrderPage /> },
  {
    path: 'purchases/receipts/:id',
    permission: 'products.view',
    page: <AdminReceiptNotePage />,
  },
  { path: 'reports', permission: 'reports.view', page: <AdminReportsPage /> },
  { path: 'search', permission: 'products.view', page: <AdminSearchPage /> },
  { path: 'promotions', permission: 'promotions.manage', page: <AdminPromotionsPage /> },
  { path: 'promotions/new', permission: 'promotions.manage', page: <PromotionFormPage /> },
  { path: 'promotions/:id/edit', permission: 'promotions.manage', page: <PromotionFormPage /> },
  { path: 'messages', permission: 'messages.manage', page: <AdminMessagesPage /> },
  { path: 'notifications', permission: 'messages.manage', page: <AdminOutgoingPage /> },
  { path: 'banners', permission: 'banners.manage', page: <AdminBannersPage /> },
  { path: 'banners/new', permission: 'banners.manage', page: <AdminBannerFormPage /> },
  { path: 'banners/:id/edit', permission: 'banners.manage', page: <AdminBannerFormPage /> },
  { path: 'activity', permission: 'staff.manage', page: <AdminActivityPage /> },
  { path: 'settings', permission: 'settings.manage', page: <AdminSettingsPage /> },
];

/**
 * /admin/*: the admin area for signed-in staff (the router guards it), each page for the roles
 * that may use it. The header and nav are hidden in print so an invoice prints on its own.
 */
export function AdminPage({ adminName, adminUserId, access }: AdminPageProps) {
  const { t } = useI18n();
  return (
    <StaffAccessProvider value={access}>
      <IdentityCheckProvider>
        <main className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
          <header className="mb-5 print:hidden">
            <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t('admin.title')}</h1>
            <p className="mt-1 text-stone-700">
              {richText(t('admin.signedInAs'), {
                name: <span className="font-medium text-stone-900">{adminName}</span>,
              })}
            </p>
          </header>
          <AdminNav className="mb-6 print:hidden" />
          <Routes>
            <Route index element={<AdminHome />} />
            {PAGES.map(({ path, permission, page }) => (
              <Route
                key={path}
                path={path}
                element={<Allowed permission={permission}>{page}</Allowed>}
              />
            ))}
            <Route
              path="customers"
              element={
                <Allowed permission="customers.view">
                  <AdminCustomersPage viewerId={adminUserId} />
                </Allowed>
              }
            />
            <Route
              path="staff"
              element={
                <Allowed permission="staff.manage">
                  <AdminStaffPage viewerId={adminUserId} />
                </Allowed>
              }
            />
            <Route path="*" element={<AdminNotFound />} />
          </Routes>
        </main>
      </IdentityCheckProvider>
    </StaffAccessProvider>
  );
}

/**
 * The dashboard for those who read the shop's numbers; everyone else starts at the orders, or
 * else at the first section their role opens.
 */
function AdminHome() {
  const { can } = useStaffAccess();
  if (can('reports.view')) return <DashboardPage />;
  if (can('orders.view')) return <Navigate to="/admin/orders" replace />;
  const first = ADMIN_SECTIONS.find((section) => can(section.permission));
  return first ? (
    <Navigate to={first.to} replace />
  ) : (
    <Allowed permission="reports.view">{null}</Allowed>
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
