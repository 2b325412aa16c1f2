import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, paged } from '@pnc/schemas/common';
import { News, NewsCreate, NewsListQuery, NewsUpdate } from '@pnc/schemas/shop/news';
import { guard, hasRole } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { toPage } from '../../lib/paging';
import { toNews } from './site-routes';
import { noSecurity } from '../../plugins/openapi';

/** Site news: everyone reads published posts; managers read all and write. */
export async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop: news'];
  const manager = { onRequest: guard.role('manager') };
  const security = [{ token: [] }];

  app.get(
    '/api/news/',
    {
      schema: {
        security: noSecurity,
        tags,
        summary: 'Site news, newest first',
        description:
          'DRF-style page {count, next, previous, results} (`limit`, `offset`). Only published posts, except for managers.',
        querystring: NewsListQuery,
        response: { 200: paged(News) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      let q = app.db.selectFrom('site_news');
      if (!(request.user && hasRole(request.user.role, 'manager'))) q = q.where('is_published', '=', 1);
      const { count } = await q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return toPage(request, Number(count), rows.map(toNews), limit, offset);
    },
  );

  app.get(
    '/api/news/:id/',
    {
      schema: {
        security: noSecurity,
        tags,
        summary: 'One news post (unpublished: managers only)',
        params: IdParams,
        response: { 200: News },
      },
    },
    async (request) => {
      const row = await app.db.selectFrom('site_news').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row || (!row.is_published && !(request.user && hasRole(request.user.role, 'manager'))))
        throw notFound('No such news post.');
      return toNews(row);
    },
  );

  const stamp = (b: { is_published?: boolean; published_at?: string | null }, current?: string | null) => {
    const out: { is_published?: number; published_at?: string | null } = {};
    if (b.is_published !== undefined) out.is_published = b.is_published ? 1 : 0;
    if (b.published_at !== undefined) out.published_at = b.published_at && new Date(b.published_at).toISOString();
    // Publishing without a date publishes now.
    if (b.is_published && !out.published_at && !current) out.published_at = nowIso();
    return out;
  };

  app.post(
    '/api/news/',
    {
      ...manager,
      schema: { security, tags, summary: 'Create a news post (manager)', body: NewsCreate, response: { 201: News } },
    },
    async (request, reply) => {
      const now = nowIso();
      const { is_published, published_at, ...text } = request.body;
      const row = await app.db
        .insertInto('site_news')
        .values({
          ...text,
          is_published: 0,
          published_at: null,
          ...stamp({ is_published, published_at }),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.code(201);
      return toNews(row);
    },
  );

  app.put(
    '/api/news/:id/',
    {
      ...manager,
      schema: {
        security,
        tags,
        summary: 'Update a news post (manager)',
        params: IdParams,
        body: NewsUpdate,
        response: { 200: News },
      },
    },
    async (request) => {
      const current = await app.db
        .selectFrom('site_news')
        .select('published_at')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!current) throw notFound('No such news post.');
      const { is_published, published_at, ...text } = request.body;
      const row = await app.db
        .updateTable('site_news')
        .set({ ...text, ...stamp({ is_published, published_at }, current.published_at), updated_at: nowIso() })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toNews(row);
    },
  );

  app.delete(
    '/api/news/:id/',
    {
      ...manager,
      schema: { security, tags, summary: 'Delete a news post (manager)', params: IdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const res = await app.db.deleteFrom('site_news').where('id', '=', request.params.id).executeTakeFirst();
      if (!Number(res.numDeletedRows)) throw notFound('No such news post.');
      return reply.code(204).send(null);
    },
  );
}
