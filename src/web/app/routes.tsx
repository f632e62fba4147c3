/**
 * The spec's route table (#shared/routes, whose paths these are: routes.test.ts compares them).
 * Each page is its own lazy chunk, so a shopper downloads only what the page in front of them
 * needs (the admin area never reaches shoppers); the server preloads the chunk the shared table
 * names for a page, which is the module imported here.
 */
import type { RouteObject } from 'react-router';
import { routePath } from '#shared/routes';
import { PageSpinner } from '../components/ui/spinner';
import { withAreaMessages } from '../lib/i18n';
import {
  ACCOUNT_PAGE_WORDS,
  ACCOUNT_WORDS,
  CART_WORDS,
  CHECKOUT_WORDS,
  CONTACT_WORDS,
  ORDER_WORDS,
  STATIC_WORDS,
  TRACK_WORDS,
} from './area-words';
import { RequireAdmin, RequireSignIn } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const page = (
  load: () => Promise<{ Component: React.ComponentType }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

const listPage = () =>
  import('../features/catalog/pages/product-list-page').then((m) => ({
    Component: m.ProductListPage,
  }));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        ...page(() =>
          import('../features/catalog/pages/home-page').then((m) => ({ Component: m.HomePage })),
        ),
      },
      {
        path: routePath('/products'),
        ...page(listPage),
      },
      {
        path: routePath('/products/:category'),
        ...page(listPage),
      },
      {
        path: routePath('/collections'),
        ...page(listPage),
      },
      {
        path: routePath('/collections/:category'),
        ...page(listPage),
      },
      {
        path: routePath('/makeup'),
        ...page(() =>
          import('../features/catalog/pages/category-landing-page').then((m) => ({
            Component: m.MakeupPage,
          })),
        ),
      },
      {
        path: routePath('/skincare'),
        ...page(() =>
          import('../features/catalog/pages/category-landing-page').then((m) => ({
            Component: m.SkincarePage,
          })),
        ),
      },
      {
        path: routePath('/product/:id'),
        ...page(() => import('./product-route').then((m) => ({ Component: m.ProductRoute }))),
      },
      {
        path: routePath('/login'),
        ...page(() =>
          import('../features/account/pages/login-page').then((m) => ({
            Component: withAreaMessages(ACCOUNT_WORDS, m.LoginPage),
          })),
        ),
      },
      {
        path: routePath('/register'),
        ...page(() =>
          import('../features/account/pages/register-page').then((m) => ({
            Component: withAreaMessages(ACCOUNT_WORDS, m.RegisterPage),
          })),
        ),
      },
      {
        path: routePath('/forgot-password'),
        ...page(() =>
          import('../features/account/pages/forgot-password-page').then((m) => ({
            Component: withAreaMessages(ACCOUNT_WORDS, m.ForgotPasswordPage),
          })),
        ),
      },
      {
        path: routePath('/reset-password'),
        ...page(() =>
          import('../features/account/pages/reset-password-page').then((m) => ({
            Component: withAreaMessages(ACCOUNT_WORDS, m.ResetPasswordPage),
          })),
        ),
      },
      {
        path: routePath('/account'),
        ...page(() =>
          import('./account-route').then((m) => ({
            Component: withAreaMessages(ACCOUNT_PAGE_WORDS, m.AccountRoute),
          })),
        ),
      },
      {
        path: routePath('/cart'),
        ...page(() =>
          import('./cart-route').then((m) => ({
            Component: withAreaMessages(CART_WORDS, m.CartRoute),
          })),
        ),
      },
      // Not behind RequireSignIn: a signed-out shopper signs in on the page itself.
      {
        path: routePath('/checkout'),
        ...page(() =>
          import('./checkout-route').then((m) => ({
            Component: withAreaMessages(CHECKOUT_WORDS, m.CheckoutRoute),
          })),
        ),
      },
      // Not behind RequireSignIn: a payment link's shopper may have no account (decision 034).
      {
        path: routePath('/checkout/success'),
        ...page(() =>
          import('../features/checkout/pages/checkout-result-pages').then((m) => ({
            Component: withAreaMessages(CHECKOUT_WORDS, m.CheckoutSuccessPage),
          })),
        ),
      },
      {
        path: routePath('/checkout/failed'),
        ...page(() =>
          import('../features/checkout/pages/checkout-result-pages').then((m) => ({
            Component: withAreaMessages(CHECKOUT_WORDS, m.CheckoutFailedPage),
          })),
        ),
      },
      {
        path: routePath('/pay/:token'),
        ...page(() =>
          // The result pages' chunk: a route of its own would grow the first load's route table.
          import('../features/checkout/pages/checkout-result-pages').then((m) => ({
            Component: withAreaMessages(CHECKOUT_WORDS, m.PayLinkPage),
          })),
        ),
      },
      {
        Component: RequireSignIn,
        children: [
          {
            path: routePath('/account/orders/:id'),
            ...page(() =>
              import('../features/orders/pages/order-detail-page').then((m) => ({
                Component: withAreaMessages(ORDER_WORDS, m.OrderDetailPage),
              })),
            ),
          },
          {
            path: routePath('/account/orders/:id/vat-invoice'),
            ...page(() =>
              import('../features/orders/pages/order-vat-invoice-page').then((m) => ({
                Component: withAreaMessages(ORDER_WORDS, m.OrderVatInvoicePage),
              })),
            ),
          },
          {
            Component: RequireAdmin,
            children: [
              {
                path: routePath('/admin/*'),
                ...page(() => import('./admin-route').then((m) => ({ Component: m.AdminRoute }))),
              },
            ],
          },
        ],
      },
      {
        path: routePath('/about'),
        ...page(() =>
          import('../features/static/pages/about-page').then((m) => ({
            Component: withAreaMessages(STATIC_WORDS, m.AboutPage),
          })),
        ),
      },
      {
        path: routePath('/terms'),
        ...page(() =>
          import('../features/static/pages/terms-page').then((m) => ({
            Component: withAreaMessages(STATIC_WORDS, m.TermsPage),
          })),
        ),
      },
      {
        path: routePath('/privacy'),
        ...page(() =>
          import('../features/static/pages/privacy-page').then((m) => ({
            Component: withAreaMessages(STATIC_WORDS, m.PrivacyPage),
          })),
        ),
      },
      {
        path: routePath('/stop/:token'),
        ...page(() =>
          import('../features/static/pages/stop-page').then((m) => ({
            Component: withAreaMessages(STATIC_WORDS, m.StopPage),
          })),
        ),
      },
      {
        path: routePath('/contact'),
        ...page(() =>
          import('../features/contact/pages/contact-page').then((m) => ({
            Component: withAreaMessages(CONTACT_WORDS, m.ContactPage),
          })),
        ),
      },
      {
        path: routePath('/track'),
        ...page(() =>
          import('./track-route').then((m) => ({
            Component: withAreaMessages(TRACK_WORDS, m.TrackRoute),
          })),
        ),
      },
      {
        path: '*',
        ...page(() =>
          import('../features/static/pages/not-found-page').then((m) => ({
            Component: withAreaMessages(STATIC_WORDS, m.NotFoundPage),
          })),
        ),
      },
    ],
  },
];
