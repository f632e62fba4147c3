/**
 * The storefront's buttons as plain forms (docs/decisions/022), so they work before the scripts
 * start: each answers a 303 back to its page with a notice (modules/pages/page-notice.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '#shared/i18n/languages';
import { NOTICE_PARAM, PAGE_FORMS, type PageNotice } from '#shared/page-forms';
import { MAX_QUANTITY_PER_LINE } from '#shared/quantity';
import { cartFormSchema, languageFormSchema, wishlistFormSchema } from '#shared/schemas/page-forms';
import { shopPathOr } from '#shared/shop-path';
import { errorResponses, HttpError } from '../../http-error';
import { addToCart } from '../cart';
import { addToWishlist, removeFromWishlist } from '../wishlist';

/** A form's few fields, never more. */
const FORM_LIMIT_BYTES = 4 * 1024;
const tags = ['page forms'];
const answers = { 303: z.null(), ...errorResponses(400) };
const config = { access: 'public' as const };

/**
 * `back` with this notice, or without an earlier one, keeping the rest of its query. The schema
 * has refused what is not a page here; what might still slip past goes to the home page.
 */
function withNotice(back: string, notice?: PageNotice): string {
  const url = new URL(shopPathOr(back), 'http://shop.invalid');
  if (notice) url.searchParams.set(NOTICE_PARAM, notice);
  else url.searchParams.delete(NOTICE_PARAM);
  return shopPathOr(`${url.pathname}${url.search}`);
}

const signInFirst = (reply: FastifyReply, back: string) =>
  reply.redirect(`/login?${new URLSearchParams({ redirect: shopPathOr(back) })}`, 303);

export async function pageFormRoutes(app: FastifyInstance) {
  // Browsers post forms as urlencoded fields; only these routes (this plugin's scope) read them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    PAGE_FORMS.cart,
    {
      config,
      schema: {
        tags,
        summary: 'Add to Cart as a form: adds, then sends the shopper back to the page',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: cartFormSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const { productId, variantId, quantity, back } = request.body;
      if (!request.viewer) return signInFirst(reply, back);
      try {
        await addToCart(
          app.db,
          request.viewer.userId,
          productId,
          quantity,
          MAX_QUANTITY_PER_LINE,
          variantId,
        );
      } catch (error) {
        // Out of stock, a shade to choose, the line full: the page says it was not added.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        return reply.redirect(withNotice(back, 'not-added'), 303);
      }
      return reply.redirect(withNotice(back, 'added-to-cart'), 303);
    },
  );

  routes.post(
    PAGE_FORMS.wishlist,
    {
      config,
      schema: {
        tags,
        summary: 'The wishlist heart as a form: saves the product, or removes it when saved',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: wishlistFormSchema,
        response: { ...answers, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { productId, back } = request.body;
      if (!request.viewer) return signInFirst(reply, back);
      const { userId } = request.viewer;
      const removed = await removeFromWishlist(app.db, userId, productId).then(
        () => true,
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) return false;
          throw error;
        },
      );
      if (!removed) await addToWishlist(app.db, userId, productId);
      return reply.redirect(withNotice(back, removed ? 'wishlist-removed' : 'wishlist-added'), 303);
    },
  );

  routes.get(
    PAGE_FORMS.language,
    {
      config,
      schema: {
        tags,
        summary: 'The language switch as a link: remembers the language, back to the page',
        querystring: languageFormSchema,
        response: answers,
      },
    },
    async (request, reply) =>
      reply
        // As the scripts set it (web/lib/i18n.tsx): the page reads it, so not HttpOnly.
        .header(
          'set-cookie',
          `${LANGUAGE_COOKIE}=${request.query.to}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`,
        )
        .header('cache-control', 'no-store')
        .redirect(withNotice(request.query.back), 303),
  );
}
