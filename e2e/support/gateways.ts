/**
 * The payment gateways' stand-ins (src/server/test/stand-ins) for the journeys: started in the test
 * process on 127.0.0.1, and the settings that point the shop's server at them.
 */
import {
  type BkashStandIn,
  startBkashStandIn,
} from '../../src/server/test/stand-ins/bkash-stand-in';
import {
  type SslcommerzStandIn,
  startSslcommerzStandIn,
} from '../../src/server/test/stand-ins/sslcommerz-stand-in';

export type GatewayStandIns = {
  bkash: BkashStandIn;
  sslcommerz: SslcommerzStandIn;
  /** For startShop: BKASH_* and SSLCOMMERZ_* naming the stand-ins. */
  env: Record<string, string>;
  close(): Promise<void>;
};

export async function startGatewayStandIns(): Promise<GatewayStandIns> {
  const [bkash, sslcommerz] = await Promise.all([startBkashStandIn(), startSslcommerzStandIn()]);
  const env = {
    BKASH_BASE_URL: bkash.settings.baseUrl,
    BKASH_APP_KEY: bkash.settings.appKey,
    BKASH_APP_SECRET: bkash.settings.appSecret,
    BKASH_USERNAME: bkash.settings.username,
    BKASH_PASSWORD: bkash.settings.password,
    SSLCOMMERZ_STORE_ID: sslcommerz.settings.storeId,
    SSLCOMMERZ_STORE_PASSWORD: sslcommerz.settings.storePassword,
    SSLCOMMERZ_BASE_URL: sslcommerz.settings.baseUrl,
  };
  return {
    bkash,
    sslcommerz,
    env,
    close: async () => {
      await Promise.all([bkash.close(), sslcommerz.close()]);
    },
  };
}
