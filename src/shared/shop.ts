import { z } from 'zod';

/** Public facts about the shop, from the server's configuration, shown by header, footer and checkout. */
export const shopInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  bkashNumber: z.string(),
  bank: z.object({
    name: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    branch: z.string(),
  }),
  messengerUrl: z.string(),
  facebookPageUrl: z.string(),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  /** The online methods whose gateway settings are present, offered in the checkout's step 3. */
  onlinePayments: z.array(z.enum(['bkash_online', 'sslcommerz'])),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
