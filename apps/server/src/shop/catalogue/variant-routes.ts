import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@pnc/schemas/common';
import { ItemVariant, ItemVariantCreate, ItemVariantUpdate, VariantParams } from '@pnc/schemas/shop/item-variant';
import { guard } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { createVariant, updateVariant } from './variant-repository';

/**
 * Managers add and edit an item's variants (size, colour…) and their stock, and deactivate one that is no longer
 * sold. A variant is never deleted: order lines name it. Each write sets the item's stock to its active variants'
 * sum in the same transaction, and moves item_variant's change counter, so kept catalogue answers renew.
 */
export async function variantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const engine = app.config.database.engine;
  const tags = ['shop: catalogue'];
  const manager = { onRequest: guard.role('manager') };
  const security = [{ token: [] }];

  app.post(
    '/api/items/:id/variants/',
    {
      ...manager,
      schema: {
        security,
        tags,
        summary: 'Add a variant to an item (manager); the item is then sold only through its variants',
        description:
          "The item's stock becomes the sum of its active variants' stock. A SKU already used is 400 `sku_taken` on `sku`.",
        params: IdParams,
        body: ItemVariantCreate,
        response: { 201: ItemVariant },
      },
    },
    async (request, reply) => {
      const variant = await createVariant(app.db, engine, request.params.id, request.body);
      if (!variant) throw notFound('No such item.');
      reply.code(201);
      return variant;
    },
  );

  app.put(
    '/api/items/:id/variants/:variantId/',
    {
      ...manager,
      schema: {
        security,
        tags,
        summary: 'Update a variant: only the fields sent change; is_active false takes it off sale (manager)',
        params: VariantParams,
        body: ItemVariantUpdate,
        response: { 200: ItemVariant },
      },
    },
    async (request) => {
      const { id, variantId } = request.params;
      const variant = await updateVariant(app.db, engine, id, variantId, request.body);
      if (!variant) throw notFound('No such variant of this item.');
      return variant;
    },
  );
}
