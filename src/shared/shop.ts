import { z } from 'zod';
import { shopLegalSchema } from './schemas/vat';

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
  /** Those whose gateway settings are present. */
  onlinePayments: z.array(z.enum(['bkash_online', 'sslcommerz'])),
  /** PUBLIC_URL. */
  siteUrl: z.string(),
  /** WHATSAPP_NUMBER as wa.me wants it ('8801711222333'); null: no "Order on WhatsApp". */
  whatsappNumber: z.string().nullable(),
  /** MESSENGER_PAGE, the page's username or id; null: no "Message us on Messenger". */
  messengerPage: z.string().nullable(),
  /** META_PIXEL_ID; null: no pixel, and no cookie choice asked. */
  metaPixelId: z.string().nullable(),
  legal: shopLegalSchema,
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
