import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { orderIdParamsSchema } from '#shared/schemas/order';
import {
  legalSettingsSchema,
  legalSettingsViewSchema,
  orderVatDocumentsSchema,
  vatDocumentSchema,
} from '#shared/schemas/vat';
import { errorResponses, HttpError } from '../../http-error';
import { forStaff, requireViewer } from '../../plugins/access';
import { readLegalSettings, updateLegalSettings } from './legal-settings';
import { readCreditNotes, readOwnVatDocuments, readVatInvoice } from './vat-documents';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin'];

export async function vatRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/settings/legal',
    {
      config: forStaff('settings.manage'),
      schema: {
        tags,
        summary: "The shop's legal identity and VAT settings",
        response: { 200: legalSettingsViewSchema, ...errors },
      },
    },
    async () => readLegalSettings(app.db),
  );

  routes.put(
    '/api/admin/settings/legal',
    {
      config: forStaff('settings.manage'),
      schema: {
        tags,
        summary: 'Set the legal identity and VAT: invoices issued from now on follow it',
        body: legalSettingsSchema,
        response: { 200: legalSettingsViewSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await updateLegalSettings(app.db, request.body);
      app.shopLegal.forget();
      return saved;
    },
  );

  routes.get(
    '/api/admin/orders/:id/vat-invoice',
    {
      config: forStaff('orders.view'),
      schema: {
        tags,
        summary: "The order's Mushak-6.3 tax invoice, as issued",
        params: orderIdParamsSchema,
        response: { 200: vatDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const invoice = await readVatInvoice(app.db, request.params.id);
      if (!invoice) throw new HttpError(404, msg('errors.vat.noInvoice'), 'NO_VAT_INVOICE');
      return invoice;
    },
  );

  routes.get(
    '/api/admin/orders/:id/credit-notes',
    {
      config: forStaff('orders.view'),
      schema: {
        tags,
        summary: "The order's Mushak-6.7 credit notes, oldest first",
        params: orderIdParamsSchema,
        response: { 200: z.object({ creditNotes: z.array(vatDocumentSchema) }), ...errors },
      },
    },
    async (request) => ({ creditNotes: await readCreditNotes(app.db, request.params.id) }),
  );

  // The buyer's copy: a Mushak-6.3 is hers to keep. Staff read theirs above, so an admin is no
  // owner here and is told, as anyone else, that the order does not exist.
  routes.get(
    '/api/orders/:id/vat-documents',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: "Your order's Mushak-6.3 tax invoice (null if none) and Mushak-6.7 credit notes",
        params: orderIdParamsSchema,
        response: { 200: orderVatDocumentsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { userId } = requireViewer(request);
      const documents = await readOwnVatDocuments(app.db, request.params.id, userId);
      if (!documents) throw new HttpError(404, msg('errors.order.notFound'));
      return documents;
    },
  );
}
