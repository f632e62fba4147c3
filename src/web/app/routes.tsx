/**
 * The spec's route table. Each page is its own lazy chunk, so a shopper downloads only what
 * the page in front of them needs (the admin area never reaches shoppers).
 */
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { withAreaMessages } from '../lib/i18n';
import { ACCOUNT_WORDS, CHECKOUT_WORDS, CONTACT_WORDS, STATIC_WORDS } from './area-words';
import { RequireAdmin, RequireSignIn } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const page = (
  load: () => Promise<{ Component: React.ComponentType }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

// Each catalogue page is its own chunk, so a route loads only its page (the server preloads it).
const listPage = () =>
  import('../features/catalog/pages/product-list-page').then((m) => ({
    Component: m.ProductListPage,
  }));
const landingPages = () => import('../features/catalog/pages/category-landing-page');

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
        path: 'products',
        ...page(listPage),
      },
      {
        path: 'products/:category',
        ...page(listPage),
      },
      {
        path: 'collections',
        ...page(listPage),
      },
      {
        path: 'collections/:category',
        ...page(listPage),
      },
      {
        path: 'makeup',
        ...page(() => landingPages().then((m) => ({ Component: m.MakeupPage }))),
      },
      {
        path: 'skincare',
        ...page(() => landingPages().then((m) => ({ Component: m.SkincarePage }))),
      },
      {
        path: 'product/:id',
        ...page(() => import('./product-route').then((m) => ({ Component: m.ProductRoute }))),
      },
      {
        path: 'login',
        ...page(() =>
          import('../features/account/pages/login-page').then((m) => ({
            Component: withAreaMessages(ACCOUNT_WORDS, m.LoginPage),
          })),
        ),
      },
      {
        path: 'register',
        ...page(() =>
          import('../features/account/pages/register-page').then((m) => ({
            Component: withAreaMessages(ACCOUNT_WORDS, m.RegisterPage),
          })),
        ),
      },
      {
        path: 'forgot-password',
        ...page(() =>
          import('../features/account/pages/forgot-password-page').then((m) => ({
            Component: withAreaMessages(ACCOUNT_WORDS, m.ForgotPasswordPage),
          })),
        ),
      },
      {
        path: 'reset-password',
        ...page(() =>
          import('../features/account/pages/reset-password-page').then((m) => ({
            Component: withAreaMessages(ACCOUNT_WORDS, m.ResetPasswordPage),
          })),
        ),
      },
      {
        path: 'account',
        ...page(() =>
          import('./account-route').then((m) => ({
            Component: withAreaMessages(ACCOUNT_WORDS, m.AccountRoute),
          })),
        ),
      },
      {
        path: 'cart',
        ...page(() => import('./cart-route').then((m) => ({ Component: m.CartRoute }))),
      },
      {
        Component: RequireSignIn,
        children: [
          {
            path: 'checkout',
            ...page(() =>
              import('./checkout-route').then((m) => ({
                Component: withAreaMessages(CHECKOUT_WORDS, m.CheckoutRoute),
              })),
            ),
          },
          {
            path: 'checkout/success',
            ...page(() =>
              import('../features/checkout/pages/checkout-result-pages').then((m) => ({
                Component: withAreaMessages(CHECKOUT_WORDS, m.CheckoutSuccessPage),
              })),
            ),
          },
          {
            path: 'checkout/failed',
            ...page(() =>
              import('../features/checkout/pages/checkout-result-pages').then((m) => ({
                Component: withAreaMessages(CHECKOUT_WORDS, m.CheckoutFailedPage),
              })),
            ),
          },
          {
            path: 'account/orders/:id',
            ...page(() =>
              import('../features/orders/pages/order-detail-page').then((m) => ({
                Component: m.OrderDetailPage,
              })),
            ),
          },
          {
            Component: RequireAdmin,
            children: [
              {
                path: 'admin/*',
                ...page(() => import('./admin-route').then((m) => ({ Component: m.AdminRoute }))),
              },
            ],
          },
        ],
      },
      {
        path: 'about',
        ...page(() =>
          import('../features/static/pages/about-page').then((m) => ({
            Component: withAreaMessages(STATIC_WORDS, m.AboutPage),
          })),
        ),
      },
      {
        path: 'terms',
        ...page(() =>
          import('../features/static/pages/terms-page').then((m) => ({
            Component: withAreaMessages(STATIC_WORDS, m.TermsPage),
          })),
        ),
      },
      {
        path: 'privacy',
        ...page(() =>
          import('../features/static/pages/privacy-page').then((m) => ({
            Component: withAreaMessages(STATIC_WORDS, m.PrivacyPage),
          })),
        ),
      },
      {
        path: 'contact',
        ...page(() =>
          import('../features/contact/pages/contact-page').then((m) => ({
            Component: withAreaMessages(CONTACT_WORDS, m.ContactPage),
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
