/** Another shopper's address id answers 404, as if it did not exist. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADDRESSES_MAX } from '#shared/addresses';
import {
  addressIdParamsSchema,
  addressInputSchema,
  savedAddressListSchema,
} from '#shared/schemas/address';
import { errorResponses } from '../../http-error';
import { requireViewer } from '../../plugins/access';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './address-service';

const config = { access: 'user' as const };
const tags = ['account'];
const listResponse = { 200: savedAddressListSchema, ...errorResponses(400, 401, 403, 404, 409) };

export async function addressRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const list = async (userId: string) => ({
    addresses: await listAddresses(app.db, userId),
    max: ADDRESSES_MAX,
  });

  routes.get(
    '/api/account/addresses',
    { config, schema: { tags, summary: 'Your saved addresses', response: listResponse } },
    async (request) => list(requireViewer(request).userId),
  );

  routes.post(
    '/api/account/addresses',
    {
      config,
      schema: {
        tags,
        summary: `Save an address (up to ${ADDRESSES_MAX})`,
        body: addressInputSchema,
        response: { ...listResponse, 201: savedAddressListSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireViewer(request);
      await addAddress(app.db, userId, request.body);
      return reply.status(201).send(await list(userId));
    },
  );

  routes.put(
    '/api/account/addresses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change one of your addresses',
        params: addressIdParamsSchema,
        body: addressInputSchema,
        response: listResponse,
      },
    },
    async (request) => {
      const { userId } = requireViewer(request);
      await updateAddress(app.db, userId, request.params.id, request.body);
      return list(userId);
    },
  );

  routes.delete(
    '/api/account/addresses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove one of your addresses',
        params: addressIdParamsSchema,
        response: listResponse,
      },
    },
    async (request) => {
      const { userId } = requireViewer(request);
      await deleteAddress(app.db, userId, request.params.id);
      return list(userId);
    },
  );
}
