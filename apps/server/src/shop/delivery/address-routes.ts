import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Address, AddressInput, AddressParams } from '@pnc/schemas/shop/address';
import { okSaying } from '@pnc/schemas/common';
import { guard, requireUser } from '../../plugins/auth';
import { perUser } from '../rate-limit';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './address-repository';

/** The address book on the profile: a customer's own addresses only (someone else's is answered as missing, 404). */
export async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop: address book'];
  const security = [{ token: [] }];
  const secure = { onRequest: guard.user, config: { rateLimit: perUser(60) } };

  app.get(
    '/api/address/',
    { ...secure, schema: { security, tags, summary: 'My address book, the default first', response: { 200: z.array(Address) } } },
    async (request) => listAddresses(app.db, requireUser(request).id),
  );

  app.post(
    '/api/address/',
    {
      ...secure,
      schema: {
        security,
        tags,
        summary: 'Add an address (the zip must be the one of its 縣市 and 區); the first one, or is_default, becomes the default',
        body: AddressInput,
        response: { 201: Address },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createAddress(app.db, requireUser(request).id, request.body);
    },
  );

  app.put(
    '/api/address/:id/',
    {
      ...secure,
      schema: {
        security,
        tags,
        summary: 'Replace one of my addresses; is_default true makes it the one default',
        params: AddressParams,
        body: AddressInput,
        response: { 200: Address },
      },
    },
    async (request) => updateAddress(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/address/:id/',
    {
      ...secure,
      schema: {
        security,
        tags,
        summary: 'Delete one of my addresses',
        params: AddressParams,
        response: { 200: okSaying('deleted') },
      },
    },
    async (request) => {
      await deleteAddress(app.db, requireUser(request).id, request.params.id);
      return { detail: 'deleted' };
    },
  );
}
