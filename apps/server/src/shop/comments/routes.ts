import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id, PageQuery, paged } from '@pnc/schemas/common';
import { Comment, CommentCreate, CommentResponse, CommentUpdate } from '@pnc/schemas/shop/comment';
import type { Db } from '../../db/connect';
import type { SessionUser } from '../../lib/session-user';
import { guard, hasRole, requireUser } from '../../plugins/auth';
import { forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { toPage } from '../../lib/paging';
import { perUser } from '../rate-limit';
import { noSecurity } from '../../plugins/openapi';

const ItemParams = z.object({ id: Id });
const CommentParams = z.object({ id: Id, commentId: Id });
const ResponseParams = z.object({ id: Id, commentId: Id, responseId: Id });

const author = [
  'u.id as u_id',
  'u.username as u_username',
  'u.display_name as u_display_name',
  'u.avatar_url as u_avatar_url',
] as const;
const toAuthor = (r: { u_id: number; u_username: string; u_display_name: string; u_avatar_url: string }) => ({
  id: r.u_id,
  username: r.u_username,
  display_name: r.u_display_name,
  avatar_url: r.u_avatar_url,
});

async function responsesOf(db: Db, commentIds: number[]) {
  if (!commentIds.length) return [];
  const rows = await db
    .selectFrom('comment_response as r')
    .innerJoin('app_user as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.comment_id', 'r.text', 'r.created_at', 'r.updated_at', ...author])
    .where('r.comment_id', 'in', commentIds)
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    comment_id: r.comment_id,
    text: r.text,
    created_at: r.created_at,
    updated_at: r.updated_at,
    user: toAuthor(r),
  }));
}

async function commentsOf(db: Db, where: { itemId: number; commentId?: number }, page?: { limit: number; offset: number }) {
  let q = db
    .selectFrom('item_comment as c')
    .innerJoin('app_user as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.item_id', 'c.text', 'c.created_at', 'c.updated_at', ...author])
    .where('c.item_id', '=', where.itemId);
  if (where.commentId) q = q.where('c.id', '=', where.commentId);
  const rows = await (page ? q.orderBy('c.id', 'desc').limit(page.limit).offset(page.offset) : q).execute();
  const responses = await responsesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    item_id: r.item_id,
    text: r.text,
    created_at: r.created_at,
    updated_at: r.updated_at,
    user: toAuthor(r),
    responses: responses.filter((x) => x.comment_id === r.id),
  }));
}

/** Only the author edits or deletes; a manager may moderate (edit or delete) anyone's. */
function mayChange(user: SessionUser, ownerId: number) {
  if (user.id !== ownerId && !hasRole(user.role, 'manager')) throw forbidden('Only the author can change this.');
}

/** Comments on items and responses to comments (plain text, 1–2000 characters). Anyone reads; customers and up write. */
export async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop: comments'];
  const security = [{ token: [] }];
  const rateLimit = perUser(20);
  const db = app.db;

  const activeItem = async (id: number) => {
    const item = await db.selectFrom('item').select('id').where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
    if (!item) throw notFound('No such item.');
  };
  const commentOn = async (itemId: number, commentId: number) => {
    const c = await db
      .selectFrom('item_comment')
      .select(['id', 'user_id'])
      .where('id', '=', commentId)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    if (!c) throw notFound('No such comment.');
    return c;
  };
  const responseOn = async (p: z.infer<typeof ResponseParams>) => {
    await commentOn(p.id, p.commentId);
    const r = await db
      .selectFrom('comment_response')
      .select(['id', 'user_id'])
      .where('id', '=', p.responseId)
      .where('comment_id', '=', p.commentId)
      .executeTakeFirst();
    if (!r) throw notFound('No such response.');
    return r;
  };
  const oneComment = async (itemId: number, commentId: number) => (await commentsOf(db, { itemId, commentId }))[0]!;

  app.get(
    '/api/items/:id/comments/',
    {
      schema: {
        security: noSecurity,
        tags,
        summary: "An item's comments, newest first, each with its responses (oldest first)",
        description: 'DRF-style page {count, next, previous, results} (`limit`, `offset`).',
        params: ItemParams,
        querystring: PageQuery,
        response: { 200: paged(Comment) },
      },
    },
    async (request) => {
      await activeItem(request.params.id);
      const { limit, offset } = request.query;
      const { count } = await db
        .selectFrom('item_comment')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('item_id', '=', request.params.id)
        .executeTakeFirstOrThrow();
      const results = await commentsOf(db, { itemId: request.params.id }, { limit, offset });
      return toPage(request, Number(count), results, limit, offset);
    },
  );

  app.post(
    '/api/items/:id/comments/',
    {
      onRequest: guard.user,
      config: { rateLimit },
      schema: {
        security,
        tags,
        summary: 'Comment on an item',
        params: ItemParams,
        body: CommentCreate,
        response: { 201: Comment },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await activeItem(request.params.id);
      const now = nowIso();
      const { id } = await db
        .insertInto('item_comment')
        .values({ item_id: request.params.id, user_id: user.id, text: request.body.text, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      reply.code(201);
      return oneComment(request.params.id, id);
    },
  );

  /**
   * Editing (PUT) and deleting a comment or a response alike: `find` answers the one the path names (404 otherwise),
   * and only its author or a manager changes it; an edit answers `reread` of it. (Fastify's types do not follow a
   * generic params schema, hence the casts.)
   */
  const editAndDelete = <P extends typeof CommentParams | typeof ResponseParams>(
    url: string,
    o: {
      table: 'item_comment' | 'comment_response';
      params: P;
      response: typeof Comment | typeof CommentResponse;
      summary: { edit: string; delete: string };
      find: (p: z.infer<P>) => Promise<{ id: number; user_id: number }>;
      reread: (p: z.infer<P>, id: number) => Promise<unknown>;
    },
  ) => {
    app.put(
      url,
      {
        onRequest: guard.user,
        schema: { security, tags, summary: o.summary.edit, params: o.params, body: CommentUpdate, response: { 200: o.response } },
      },
      async (request) => {
        const p = request.params as z.infer<P>;
        const row = await o.find(p);
        mayChange(requireUser(request), row.user_id);
        await db.updateTable(o.table).set({ text: request.body.text, updated_at: nowIso() }).where('id', '=', row.id).execute();
        return (await o.reread(p, row.id)) as never;
      },
    );
    app.delete(
      url,
      {
        onRequest: guard.user,
        schema: { security, tags, summary: o.summary.delete, params: o.params, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const row = await o.find(request.params as z.infer<P>);
        mayChange(requireUser(request), row.user_id);
        await db.deleteFrom(o.table).where('id', '=', row.id).execute();
        return reply.code(204).send(null);
      },
    );
  };

  editAndDelete('/api/items/:id/comments/:commentId/', {
    table: 'item_comment',
    params: CommentParams,
    response: Comment,
    summary: {
      edit: 'Edit a comment (author, or a manager)',
      delete: 'Delete a comment and its responses (author, or a manager)',
    },
    find: (p) => commentOn(p.id, p.commentId),
    reread: (p, id) => oneComment(p.id, id),
  });

  const toResponse = async (commentId: number, id: number) => (await responsesOf(db, [commentId])).find((r) => r.id === id)!;

  app.post(
    '/api/items/:id/comments/:commentId/responses/',
    {
      onRequest: guard.user,
      config: { rateLimit },
      schema: {
        security,
        tags,
        summary: 'Respond to a comment',
        params: CommentParams,
        body: CommentCreate,
        response: { 201: CommentResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await activeItem(request.params.id);
      await commentOn(request.params.id, request.params.commentId);
      const now = nowIso();
      const { id } = await db
        .insertInto('comment_response')
        .values({
          comment_id: request.params.commentId,
          user_id: user.id,
          text: request.body.text,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      reply.code(201);
      return toResponse(request.params.commentId, id);
    },
  );

  editAndDelete('/api/items/:id/comments/:commentId/responses/:responseId/', {
    table: 'comment_response',
    params: ResponseParams,
    response: CommentResponse,
    summary: { edit: 'Edit a response (author, or a manager)', delete: 'Delete a response (author, or a manager)' },
    find: responseOn,
    reread: (p, id) => toResponse(p.commentId, id),
  });
}
