import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  purchaseOrderInputSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderListSchema,
  purchaseOrderSchema,
  purchaseReceiptSchema,
  receiptInputSchema,
  skuQuerySchema,
  supplierInputSchema,
  supplierListSchema,
  supplierSchema,
  variantBySkuSchema,
} from '#shared/schemas/purchasing';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import {
  cancelPurchaseOrder,
  createPurchaseOrder,
  markOrdered,
  updatePurchaseOrder,
} from './purchase-order-service';
import {
  listPurchaseOrders,
  purchaseOrderDetail,
  receiptNote,
  variantBySku,
} from './purchase-order-view';
import { receiveGoods } from './receipt-service';
import { createSupplier, listSuppliers, updateSupplier } from './supplier-service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];
const reading = forStaff('products.view');
const writing = forStaff('products.stock');
const params = idParamsSchema;

export async function purchasingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/suppliers',
    {
      config: reading,
      schema: {
        tags,
        summary: 'The shop’s suppliers',
        response: { 200: supplierListSchema, ...errors },
      },
    },
    async () => listSuppliers(app.db),
  );
  routes.post(
    '/api/admin/suppliers',
    {
      config: writing,
      schema: {
        tags,
        summary: 'Add a supplier',
        body: supplierInputSchema,
        response: { 201: supplierSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createSupplier(app.db, request.body)),
  );
  routes.put(
    '/api/admin/suppliers/:id',
    {
      config: writing,
      schema: {
        tags,
        summary: 'Change a supplier',
        params,
        body: supplierInputSchema,
        response: { 200: supplierSchema, ...errors },
      },
    },
    async (request) => updateSupplier(app.db, request.params.id, request.body),
  );

  routes.get(
    '/api/admin/purchase-orders',
    {
      config: reading,
      schema: {
        tags,
        summary: 'Purchase orders, newest first, with what is still due',
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderListSchema, ...errors },
      },
    },
    async (request) => listPurchaseOrders(app.db, request.query.status),
  );
  routes.get(
    '/api/admin/purchase-orders/:id',
    {
      config: reading,
      schema: {
        tags,
        summary: 'A purchase order: its lines, what is due, its receipts',
        params,
        response: { 200: purchaseOrderSchema, ...errors },
      },
    },
    async (request) => purchaseOrderDetail(app.db, request.params.id),
  );
  routes.post(
    '/api/admin/purchase-orders',
    {
      config: writing,
      schema: {
        tags,
        summary: 'Draft a purchase order',
        body: purchaseOrderInputSchema,
        response: { 201: purchaseOrderSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPurchaseOrder(app.db, request.body)),
  );
  routes.put(
    '/api/admin/purchase-orders/:id',
    {
      config: writing,
      schema: {
        tags,
        summary: 'Change a draft purchase order',
        params,
        body: purchaseOrderInputSchema,
        response: { 200: purchaseOrderSchema, ...errors },
      },
    },
    async (request) => updatePurchaseOrder(app.db, request.params.id, request.body),
  );
  routes.post(
    '/api/admin/purchase-orders/:id/order',
    {
      config: writing,
      schema: {
        tags,
        summary: 'Mark a draft ordered from its supplier',
        params,
        response: { 200: purchaseOrderSchema, ...errors },
      },
    },
    async (request) => markOrdered(app.db, request.params.id),
  );
  routes.post(
    '/api/admin/purchase-orders/:id/cancel',
    {
      config: writing,
      schema: {
        tags,
        summary: 'Cancel a draft, or an order nothing has arrived for',
        params,
        response: { 200: purchaseOrderSchema, ...errors },
      },
    },
    async (request) => cancelPurchaseOrder(app.db, request.params.id),
  );
  routes.post(
    '/api/admin/purchase-orders/:id/receipts',
    {
      config: writing,
      schema: {
        tags,
        summary: 'Receive goods: each line a new batch, through the stock ledger',
        params,
        body: receiptInputSchema,
        response: { 201: purchaseReceiptSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await receiveGoods(app.db, request.params.id, request.body)),
  );
  routes.get(
    '/api/admin/purchase-receipts/:id',
    {
      config: reading,
      schema: {
        tags,
        summary: 'A goods received note, to print',
        params,
        response: { 200: purchaseReceiptSchema, ...errors },
      },
    },
    async (request) => receiptNote(app.db, request.params.id),
  );
  routes.get(
    '/api/admin/variants/by-sku',
    {
      config: reading,
      schema: {
        tags,
        summary: 'A variant by its SKU, for a purchase order line',
        querystring: skuQuerySchema,
        response: { 200: variantBySkuSchema, ...errors },
      },
    },
    async (request) => variantBySku(app.db, request.query.sku),
  );
}
