import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminProductDeletionSchema,
  adminProductIdParamsSchema,
  adminProductInputSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  productImageUploadSchema,
} from '#shared/schemas/admin';
import { errorResponses } from '../../http-error';
import { translatorOf } from '../../i18n';
import { forStaff, requirePermission, requireViewer, type Viewer } from '../../plugins/access';
import { MAX_IMAGE_BYTES, receiveImage } from '../files';
import {
  createProduct,
  deleteProduct,
  findAdminProduct,
  listAdminProducts,
  updateProduct,
} from './admin-product-service';
import { productSavePermissions } from './product-save-permissions';

const errors = errorResponses(400, 401, 403, 404);
const saveErrors = { ...errors, ...errorResponses(409) };
/** Writes shoppers see: they clear the catalogue's answer cache (catalog/cache-plugin.ts). */
const changesCatalogue = { ...forStaff('products.edit'), changesCatalogue: true };
const tags = ['admin'];

function mayChange(viewer: Viewer, ...save: Parameters<typeof productSavePermissions>) {
  for (const permission of productSavePermissions(...save)) requirePermission(viewer, permission);
}

export async function adminProductRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/products',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: 'Every product, newest first: search, category, status, pages of 20',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema, ...errors },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  routes.get(
    '/api/admin/products/:id',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: 'One product, any status, with its options and all its variants',
        params: adminProductIdParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => findAdminProduct(app.db, request.params.id),
  );

  routes.post(
    '/api/admin/products',
    {
      config: changesCatalogue,
      schema: {
        tags,
        summary: 'Add a product, with its options and variants if it has any',
        body: adminProductInputSchema,
        response: { 201: adminProductSchema, ...saveErrors },
      },
    },
    async (request, reply) => {
      mayChange(requireViewer(request), null, request.body);
      return reply.status(201).send(await createProduct(app.db, request.body));
    },
  );

  routes.put(
    '/api/admin/products/:id',
    {
      config: changesCatalogue,
      schema: {
        tags,
        summary: 'Change a product and its options and variants',
        params: adminProductIdParamsSchema,
        body: adminProductInputSchema,
        response: { 200: adminProductSchema, ...saveErrors },
      },
    },
    async (request) => {
      const current = await findAdminProduct(app.db, request.params.id);
      mayChange(requireViewer(request), current, request.body);
      return updateProduct(app.db, request.params.id, request.body);
    },
  );

  routes.delete(
    '/api/admin/products/:id',
    {
      config: changesCatalogue,
      schema: {
        tags,
        summary: 'Delete a product, or archive it when orders hold it',
        params: adminProductIdParamsSchema,
        response: { 200: adminProductDeletionSchema, ...errors },
      },
    },
    async (request) => deleteProduct(app.db, request.params.id, translatorOf(request)),
  );

  routes.post(
    '/api/admin/products/images',
    {
      config: forStaff('products.edit'),
      schema: {
        tags,
        summary: 'Upload a product picture (multipart field "image", JPEG, PNG or WebP, 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: productImageUploadSchema, ...errors, ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      const image = await receiveImage(
        request,
        app,
        { field: 'image', noun: 'image' },
        { purpose: 'product_image', isPublic: true, ownerUserId: requireViewer(request).userId },
      );
      return reply.status(201).send({ image });
    },
  );
}
