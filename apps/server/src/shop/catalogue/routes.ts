import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, paged } from '@pnc/schemas/common';
import { Category, CategoryCreate, CategoryNode, CategoryUpdate } from '@pnc/schemas/shop/category';
import { Item, ItemCreate, ItemListQuery, ItemUpdate } from '@pnc/schemas/shop/item';
import { hasRole, guard } from '../../plugins/auth';
import { conflict, invalid, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { toPage } from '../../lib/paging';
import { allCategories, categoryTree, toCategory, withDescendants } from './category-repository';
import { cachedAnswer } from '../../plugins/answer-cache';
import { createItem, findItemRow, listItems, updateItem, withCategories } from './item-repository';
import { noSecurity } from '../../plugins/openapi';

const PAGED =
  'DRF-style page {count, next, previous, results}; `limit` (1–100, default 20) and `offset`. ' +
  'Filters: `keyword` (names and descriptions in both languages; Chinese inside words, English without regard to case), ' +
  '`min_price`, `max_price` (NT$), `in_stock` (1/0), `ordering` (price, -price, -created_at, -sold_count). ' +
  'Managers also see inactive items.';
/** What the catalogue's answers are read from: items, their variants, their categories and the keyword index. */
const CATALOGUE_TABLES = ['item', 'item_variant', 'item_category', 'item_gram', 'category'];
const manager = { onRequest: guard.role('manager'), schema: { security: [{ token: [] }] } };

export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const engine = app.config.database.engine;
  const tags = ['shop: catalogue'];
  const seesInactive = (user: { role: Parameters<typeof hasRole>[0] } | null) => !!user && hasRole(user.role, 'manager');
  // Answers tagged and kept while the catalogue is unchanged (plugins/answer-cache.ts); managers also see inactive items.
  const cached = cachedAnswer({
    reads: CATALOGUE_TABLES,
    variant: (request) => (seesInactive(request.user) ? 'manager' : 'public'),
    isPublic: (request) => !seesInactive(request.user),
  });

  const itemPage = async (request: Parameters<typeof toPage>[0], q: z.infer<typeof ItemListQuery>, categoryIds?: number[]) => {
    const { count, rows } = await listItems(app.db, engine, q, { categoryIds, includeInactive: seesInactive(request.user) });
    const results = await withCategories(app.db, rows, { inactiveVariants: seesInactive(request.user) });
    return toPage(request, count, results, q.limit, q.offset);
  };

  app.get(
    '/api/categories/',
    {
      ...cached,
      schema: {
        security: noSecurity,
        tags,
        summary: 'The categories tree (a plain array of top-level categories with children)',
        response: { 200: z.array(CategoryNode) },
      },
    },
    async () => categoryTree(await allCategories(app.db)),
  );

  /** A page of every item: `/api/categories/items/` and `/api/items/` answer the same. */
  const allItems = (summary: string) => ({
    ...cached,
    schema: {
      security: noSecurity,
      tags,
      summary,
      description: PAGED,
      querystring: ItemListQuery,
      response: { 200: paged(Item) },
    },
  });
  app.get('/api/categories/items/', allItems('Items of every category'), async (request) => itemPage(request, request.query));

  app.get(
    '/api/categories/:id/items/',
    {
      ...cached,
      schema: {
        security: noSecurity,
        tags,
        summary: 'Items in a category and its sub-categories',
        description: PAGED,
        params: IdParams,
        querystring: ItemListQuery,
        response: { 200: paged(Item) },
      },
    },
    async (request) => {
      const rows = await allCategories(app.db);
      if (!rows.some((r) => r.id === request.params.id)) throw notFound('No such category.');
      return itemPage(request, request.query, withDescendants(rows, request.params.id));
    },
  );

  app.get('/api/items/', allItems('Items by keyword, or all items'), async (request) => itemPage(request, request.query));

  app.get(
    '/api/items/:id/',
    {
      ...cached,
      schema: {
        security: noSecurity,
        tags,
        summary: 'One item (inactive items: managers only)',
        params: IdParams,
        response: { 200: Item },
      },
    },
    async (request) => {
      const row = await findItemRow(app.db, request.params.id);
      if (!row || (!row.is_active && !seesInactive(request.user))) throw notFound('No such item.');
      return (await withCategories(app.db, [row], { inactiveVariants: seesInactive(request.user) }))[0]!;
    },
  );

  // Catalogue management: managers only.
  app.post(
    '/api/items/',
    {
      ...manager,
      schema: { ...manager.schema, tags, summary: 'Create an item (manager)', body: ItemCreate, response: { 201: Item } },
    },
    async (request, reply) => {
      const id = await createItem(app.db, request.body);
      reply.code(201);
      return (await withCategories(app.db, [(await findItemRow(app.db, id))!], { inactiveVariants: true }))[0]!;
    },
  );

  app.put(
    '/api/items/:id/',
    {
      ...manager,
      schema: {
        ...manager.schema,
        tags,
        summary: 'Update an item: only the fields sent change (manager)',
        params: IdParams,
        body: ItemUpdate,
        response: { 200: Item },
      },
    },
    async (request) => {
      if (!(await updateItem(app.db, engine, request.params.id, request.body))) throw notFound('No such item.');
      // Read after the update's commit: a delete may have come in between.
      const row = await findItemRow(app.db, request.params.id);
      if (!row) throw notFound('No such item.');
      return (await withCategories(app.db, [row], { inactiveVariants: true }))[0]!;
    },
  );

  app.delete(
    '/api/items/:id/',
    {
      ...manager,
      schema: {
        ...manager.schema,
        tags,
        summary:
          'Delete an item (manager); an item that was ordered cannot be deleted (409 item_has_orders): deactivate it instead',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const ordered = await app.db
        .selectFrom('order_item')
        .select('id')
        .where('item_id', '=', request.params.id)
        .limit(1)
        .executeTakeFirst();
      if (ordered) throw conflict('item_has_orders', 'This item has orders. Set is_active to false instead.');
      const res = await app.db.deleteFrom('item').where('id', '=', request.params.id).executeTakeFirst();
      if (!Number(res.numDeletedRows)) throw notFound('No such item.');
      return reply.code(204).send(null);
    },
  );

  const checkParent = async (id: number | null, parentId: number | null | undefined) => {
    if (parentId === undefined || parentId === null) return;
    const rows = await allCategories(app.db);
    if (!rows.some((r) => r.id === parentId)) throw invalid({ parent_id: ['not_an_id'] }, 'No such category.');
    if (id !== null && withDescendants(rows, id).includes(parentId)) {
      throw invalid({ parent_id: ['under_itself'] });
    }
  };

  app.post(
    '/api/categories/',
    {
      ...manager,
      schema: {
        ...manager.schema,
        tags,
        summary: 'Create a category (manager)',
        body: CategoryCreate,
        response: { 201: Category },
      },
    },
    async (request, reply) => {
      await checkParent(null, request.body.parent_id);
      const now = nowIso();
      const row = await app.db
        .insertInto('category')
        .values({ ...request.body, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.code(201);
      return toCategory(row);
    },
  );

  app.put(
    '/api/categories/:id/',
    {
      ...manager,
      schema: {
        ...manager.schema,
        tags,
        summary: 'Update a category (manager)',
        params: IdParams,
        body: CategoryUpdate,
        response: { 200: Category },
      },
    },
    async (request) => {
      await checkParent(request.params.id, request.body.parent_id);
      const row = await app.db
        .updateTable('category')
        .set({ ...request.body, updated_at: nowIso() })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('No such category.');
      return toCategory(row);
    },
  );

  app.delete(
    '/api/categories/:id/',
    {
      ...manager,
      schema: {
        ...manager.schema,
        tags,
        summary: 'Delete a category (manager); its sub-categories move to the top level, its items stay',
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const res = await app.db.deleteFrom('category').where('id', '=', request.params.id).executeTakeFirst();
      if (!Number(res.numDeletedRows)) throw notFound('No such category.');
      return reply.code(204).send(null);
    },
  );
}
