import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { BodyId, Id } from '@pnc/schemas/common';
import { Cart, CartBody, type CartEntry } from '@pnc/schemas/shop/cart';
import { Item } from '@pnc/schemas/shop/item';
import type { Db } from '../../db/connect';
import { guard, requireUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { withCategories } from '../catalogue/item-repository';
import { readStoredCart } from './stored-cart';

type Items = Record<string, CartEntry>;

/** The saved cart, cleaned on read (readStoredCart): a line that is not a valid entry is dropped and logged. */
async function savedCart(db: Db, userId: number, log?: FastifyBaseLogger): Promise<Items> {
  const row = await db.selectFrom('user_cart').select('items').where('user_id', '=', userId).executeTakeFirst();
  if (!row) return {};
  const { items, dropped } = readStoredCart(row.items);
  if (dropped.length) log?.warn({ userId, dropped }, 'dropped invalid lines of a saved cart');
  return items;
}

async function saveCart(db: Db, userId: number, items: Items) {
  const text = JSON.stringify(items);
  const now = nowIso();
  await db
    .insertInto('user_cart')
    .values({ user_id: userId, items: text, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ items: text, updated_at: now }))
    .execute();
}

/** Favorites and the cart saved on the account (the client keeps localStorage `cart` too, and merges it in at login). */
export async function accountShopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop: account'];
  const security = [{ token: [] }];
  const db = app.db;
  const engine = app.config.database.engine;

  app.get(
    '/api/user/favorite/',
    {
      onRequest: guard.user,
      schema: { security, tags, summary: 'My favorite items, newest first (a plain array)', response: { 200: z.array(Item) } },
    },
    async (request) => {
      const rows = await db
        .selectFrom('favorite as f')
        .innerJoin('item', 'item.id', 'f.item_id')
        .selectAll('item')
        .where('f.user_id', '=', requireUser(request).id)
        .where('item.is_active', '=', 1)
        .orderBy('f.created_at', 'desc')
        .orderBy('item.id', 'desc')
        .execute();
      return withCategories(db, rows);
    },
  );

  app.post(
    '/api/user/favorite/',
    {
      onRequest: guard.user,
      schema: {
        security,
        tags,
        summary: 'Add an item to my favorites (adding it twice is fine)',
        body: z.object({ item_id: BodyId }),
        response: { 201: Item },
      },
    },
    async (request, reply) => {
      const item = await db
        .selectFrom('item')
        .selectAll()
        .where('id', '=', request.body.item_id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      if (!item) throw notFound('No such item.');
      await db
        .insertInto('favorite')
        .values({ user_id: requireUser(request).id, item_id: item.id, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
        .execute();
      reply.code(201);
      return (await withCategories(db, [item]))[0]!;
    },
  );

  app.delete(
    '/api/user/favorite/:itemId/',
    {
      onRequest: guard.user,
      schema: {
        security,
        tags,
        summary: 'Remove an item from my favorites',
        params: z.object({ itemId: Id }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const res = await db
        .deleteFrom('favorite')
        .where('user_id', '=', requireUser(request).id)
        .where('item_id', '=', request.params.itemId)
        .executeTakeFirst();
      if (!Number(res.numDeletedRows)) throw notFound('This item is not in your favorites.');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/user/cart/',
    {
      onRequest: guard.user,
      schema: {
        security,
        tags,
        summary: 'The cart saved on my account ({items} keyed like the local cart)',
        response: { 200: Cart },
      },
    },
    async (request) => ({ items: await savedCart(db, requireUser(request).id, request.log) }),
  );

  app.put(
    '/api/user/cart/',
    {
      onRequest: guard.user,
      schema: { security, tags, summary: 'Replace the cart saved on my account', body: CartBody, response: { 200: Cart } },
    },
    async (request) => {
      await saveCart(db, requireUser(request).id, request.body.items);
      return { items: request.body.items };
    },
  );

  app.post(
    '/api/user/cart/merge/',
    {
      onRequest: guard.user,
      schema: {
        security,
        tags,
        summary:
          'Merge a local cart into the saved one (at login): quantities add up per key, capped at the stock; answers the merged cart',
        body: CartBody,
        response: { 200: Cart },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      return db.transaction().execute(async (trx) => {
        // Lock the saved cart row so two devices merging at once do not lose each other's lines.
        await trx
          .insertInto('user_cart')
          .values({ user_id: userId, items: '{}', updated_at: nowIso() })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        if (engine === 'postgres') await sql`select 1 from user_cart where user_id = ${userId} for update`.execute(trx);
        const merged = await savedCart(trx, userId, request.log);
        for (const [key, e] of Object.entries(request.body.items)) {
          const had = merged[key];
          merged[key] = had && had.item_id === e.item_id ? { ...had, quantity: had.quantity + e.quantity } : e;
        }
        const ids = [...new Set(Object.values(merged).map((e) => e.item_id))];
        const stock = new Map(
          ids.length
            ? (await trx.selectFrom('item').select(['id', 'stock']).where('id', 'in', ids).execute()).map((r) => [r.id, r.stock])
            : [],
        );
        for (const [key, e] of Object.entries(merged)) {
          const s = stock.get(e.item_id) ?? 0;
          // An item that is gone or sold out stays in the cart at quantity 1 so the customer sees it (pre_checkout names the problem).
          merged[key] = { ...e, quantity: Math.max(1, Math.min(e.quantity, s, 999)) };
        }
        await saveCart(trx, userId, merged);
        return { items: merged };
      });
    },
  );
}
