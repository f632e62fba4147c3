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
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

/** Spec section 9: texts the product page and contact page show. */
export const SHIPPING_OPTIONS = [
  { name: 'Standard', time: '5-7 business days', price: 'Free' },
  { name: 'Express', time: '2-3 business days', price: '৳99' },
  { name: 'Same Day (Dhaka only)', time: 'Same day', price: '৳199' },
] as const;
export const RETURN_POLICY_DAYS = 7;
export const REFUND_TIME = '7-10 business days';
export const CONTACT_FACTS = {
  shippingTime: '24-48 hours',
  deliveryTime: '3-5 business days',
  businessHours: '9 AM to 6 PM, Monday to Friday',
} as const;
