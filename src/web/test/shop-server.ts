/**
 * A real shop server for web component tests: the app on a seeded copy of the test database,
 * listening on a free local port, with the test browser pointed at it. Shoppers register through
 * the real auth routes and sign in from the browser, so its cookie container holds the session
 * the way a browser's does.
 */
import { createServer } from 'node:net';
import {
  createAdmin,
  createShopper,
  createStaff,
  createStaffRole,
  lastMailTo,
  type SignedInShopper,
} from '../../server/test/fixtures/accounts';

export { createShopper, createStaff, createStaffRole, lastMailTo, type SignedInShopper };

import type { Config } from '../../server/config';
import type { PathaoSettings, SteadfastSettings } from '../../server/integrations/couriers/config';
import type { BkashStandIn } from '../../server/test/stand-ins/bkash-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../server/test/test-app';
import { openShopAt } from './browser';

// Marketing's way out: the stop link a campaign's message carries for a number.
export { stopLink } from '../../server/modules/privacy/stop-links';
// Delivery: Steadfast's stand-in, and orders brought to processing as an admin does it.
export { processingOrder } from '../../server/test/fixtures/delivery';
// What the tests set up on the server side, as the server's own tests do.
export { checkoutBody, fillCart, placeOrder, setProduct } from '../../server/test/fixtures/orders';
// Courier payouts: delivered parcels written straight to the database.
export { insertParcel } from '../../server/test/fixtures/parcels';
// Online payments: a gateway's stand-in, and an order paid through it as a shopper pays.
export { placeAndPayByBkash } from '../../server/test/fixtures/payments';
export { forgetCodeLimits, lastCodeTo, makePhoneAccount } from '../../server/test/fixtures/phones';
// Promotions: a coupon written straight to the database.
export { createCoupon } from '../../server/test/fixtures/promotions';
// Stock: dated batches received as a purchase order's receipt writes them.
export { dhakaDay, receive } from '../../server/test/fixtures/stock';
export { giveOptions, oneShade, setVariant } from '../../server/test/fixtures/variants';
export { vatPricedProduct, vatRegistered } from '../../server/test/fixtures/vat';
// Points and store credit as delivery, refunds or the shop leave them.
export { walletLot, walletMove } from '../../server/test/fixtures/wallet';
export { type BkashStandIn, startBkashStandIn } from '../../server/test/stand-ins/bkash-stand-in';
export {
  type PathaoStandIn,
  startPathaoStandIn,
} from '../../server/test/stand-ins/pathao-stand-in';
export {
  type SteadfastStandIn,
  startSteadfastStandIn,
} from '../../server/test/stand-ins/steadfast-stand-in';
export { injectAs, testConfig } from '../../server/test/test-app';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export type ShopServer = TestApp & { origin: string };

export async function startShopServer(overrides: Partial<Config> = {}): Promise<ShopServer> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // Same-origin and Better Auth's origin checks compare against the address the shop is served at.
    const shop = await createTestApp({ ...overrides, publicUrl: origin, port });
    try {
      await shop.app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await shop.close();
      // The port was free when probed; another process may take it while the app is built.
      if (attempt < 3 && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') continue;
      throw error;
    }
    openShopAt(origin);
    return { ...shop, origin };
  }
}

/** A shop whose bKash (pay now) is the given stand-in. */
export function startShopWithBkash(bkash: BkashStandIn): Promise<ShopServer> {
  const payments = { ...testConfig().payments, bkash: bkash.settings, callTimeoutMs: 2000 };
  return startShopServer({ payments });
}

/** A shop whose Steadfast (and Pathao, when given) are the given stand-ins. */
export function startShopWithSteadfast(
  steadfast: { settings: SteadfastSettings },
  pathao?: { settings: PathaoSettings },
) {
  const couriers = {
    ...testConfig().couriers,
    steadfast: steadfast.settings,
    pathao: pathao?.settings,
    callTimeoutMs: 2000,
  };
  return startShopServer({ couriers });
}

/** A verified shopper (or an admin or the owner), signed in from the browser as the login page does it. */
export async function signInInBrowser(
  shop: ShopServer,
  role: 'customer' | 'admin' | 'owner' = 'customer',
): Promise<SignedInShopper> {
  const shopper =
    role === 'customer'
      ? await createShopper(shop.app)
      : await createAdmin(shop.app, shop.db, {}, role === 'owner' ? 'super_admin' : 'admin');
  return signInAsInBrowser(shopper);
}

/** An account made by the test, signed in from the browser (the session the cookies hold). */
export async function signInAsInBrowser(shopper: SignedInShopper): Promise<SignedInShopper> {
  const response = await fetch('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shopper.email, password: shopper.password, rememberMe: true }),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`sign-in from the browser failed: ${response.status}`);
  return shopper;
}
