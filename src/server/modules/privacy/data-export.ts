/**
 * Download my data (docs/guide/privacy.md): everything the shop keeps about a shopper, as one JSON
 * file with a readable summary first.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Translator } from '#shared/i18n/translator';
import type { Database } from '../../db/client';
import {
  addresses,
  contactMessages,
  outgoingMessages,
  products,
  profiles,
  reviews,
  sessions,
  users,
  wishlistItems,
} from '../../db/schema';
import { complaintsOfUser } from '../complaints';
import { listOwnOrders } from '../orders';
import { consentHistory } from './consent-history';

export async function accountData(db: Database, userId: string, translator: Translator, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const contacts = [user.email, ...(user.phoneNumber ? [user.phoneNumber] : [])];
  const [
    [profile],
    saved,
    orders,
    reviewed,
    wished,
    sent,
    received,
    signIns,
    consentsGiven,
    complained,
  ] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
    listOwnOrders(db, userId),
    db
      .select({
        product: products.name,
        rating: reviews.rating,
        title: reviews.title,
        content: reviews.content,
        photos: reviews.images,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    db
      .select({ product: products.name, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.userId, userId)),
    db
      .select({
        subject: contactMessages.subject,
        message: contactMessages.message,
        sentAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.email, user.email))
      .orderBy(asc(contactMessages.createdAt)),
    // What the shop sent them, without the bodies: sign-in codes among them stay out of files.
    db
      .select({
        channel: outgoingMessages.channel,
        to: outgoingMessages.recipient,
        about: outgoingMessages.topic,
        subject: outgoingMessages.subject,
        status: outgoingMessages.status,
        createdAt: outgoingMessages.createdAt,
        sentAt: outgoingMessages.sentAt,
      })
      .from(outgoingMessages)
      .where(inArray(outgoingMessages.recipient, contacts))
      .orderBy(desc(outgoingMessages.createdAt)),
    db
      .select({
        at: sessions.createdAt,
        lastSeen: sessions.updatedAt,
        ipAddress: sessions.ipAddress,
        device: sessions.userAgent,
        endsAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    consentHistory(db, userId),
    complaintsOfUser(db, userId),
  ]);
  const { t } = translator;
  return {
    summary: [
      t('privacy.export.summary.intro', { date: translator.date(now) }),
      t('privacy.export.summary.counts', {
        orders: orders.length,
        addresses: saved.length,
        reviews: reviewed.length,
        messages: sent.length + received.length,
        signIns: signIns.length,
      }),
      t('privacy.export.summary.rights'),
    ],
    generatedAt: now.toISOString(),
    profile: {
      email: user.email,
      emailVerified: user.emailVerified,
      phoneNumber: user.phoneNumber,
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      phone: profile?.phone ?? null,
      address: profile?.address ?? null,
      language: profile?.locale ?? null,
      createdAt: user.createdAt.toISOString(),
    },
    consents: {
      orderNewsByEmail: profile?.notifyEmail ?? false,
      orderNewsBySms: profile?.notifySms ?? false,
      marketingMessages: profile?.notifyMarketing ?? false,
      /** Each yes or no as it was said: when, where and from which address. */
      history: consentsGiven,
    },
    addresses: saved.map(({ userId: _owner, ...address }) => address),
    orders,
    reviews: reviewed,
    wishlist: wished,
    messages: { toTheShop: sent, fromTheShop: received },
    complaints: complained,
    signIns: { lastSignedInAt: profile?.lastSignedInAt ?? null, sessions: signIns },
  };
}
