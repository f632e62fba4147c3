import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header counts={{ cart: 0, wishlist: 0 }} />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <Footer />
      <Toaster position="top-center" richColors closeButton duration={4500} />
      <ScrollRestoration />
    </div>
  );
}
