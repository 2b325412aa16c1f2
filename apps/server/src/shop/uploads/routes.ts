import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@pnc/schemas/common';
import { MAX_UPLOAD_BYTES, UploadKind, Uploaded } from '@pnc/schemas/shop/upload';
import { AppError, invalid, notFound } from '../../lib/errors';
import { guard, requireRole } from '../../plugins/auth';
import { perUser } from '../rate-limit';
import { checkBoundary, readingBody } from './multipart-body';
import { type ImageExt, imageTypes, sniffImage } from './sniff';
import { uploadStore } from './storage';
import type { UploadStore } from './upload-store';
import { noSecurity } from '../../plugins/openapi';
import { imageAnswer, imageHeaders } from './image-reply';

const uploadError = (message: string) => new AppError(400, 'validation_error', `Upload error: ${message}`, { file: [message] });
const NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** POST /api/upload/ (avatars: any logged-in user; item images: managers) and GET /uploads/<name>. */
export async function uploadRoutes(fastify: FastifyInstance, opts: { store?: UploadStore } = {}) {
  // Multipart is parsed only inside this plugin's scope.
  await fastify.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = opts.store ?? uploadStore(app.config.shop);
  const tags = ['shop: uploads'];

  app.post(
    '/api/upload/',
    {
      onRequest: guard.user,
      config: { rateLimit: perUser(30) },
      schema: {
        security: [{ token: [] }],
        tags,
        summary: 'Upload an image (multipart field `file`; `kind` avatar or item, in the query or a field before the file)',
        description: 'PNG, JPEG, GIF or WebP, recognised by content; at most 5 MiB (413 otherwise). Item images: managers only.',
        querystring: z.object({ kind: UploadKind.optional() }),
        response: { 201: Uploaded, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw uploadError('send the image as multipart/form-data in the field "file"');
      checkBoundary(request.headers['content-type']);
      const part = await readingBody(() => request.file());
      if (!part) throw uploadError('no file');
      const field = part.fields.kind as { value?: unknown } | undefined;
      const kind = UploadKind.safeParse(request.query.kind ?? field?.value ?? 'avatar');
      if (!kind.success) throw invalid({ kind: ['not_one_of'] }, 'kind must be avatar or item.');
      if (kind.data === 'item') requireRole(request, 'manager');
      let bytes: Buffer;
      try {
        bytes = await readingBody(() => part.toBuffer());
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'payload_too_large', 'Upload error: the image is larger than 5 MiB.');
        }
        throw err;
      }
      const ext = sniffImage(bytes);
      if (!ext) throw uploadError('only PNG, JPEG, GIF and WebP images are accepted');
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await store.put(name, bytes, imageTypes[ext]);
      reply.code(201);
      return { url: `/uploads/${name}`, content_type: imageTypes[ext], size: bytes.length };
    },
  );

  app.get(
    '/uploads/:name',
    {
      schema: {
        security: noSecurity,
        tags,
        summary: 'An uploaded image',
        params: z.object({ name: z.string().max(64) }),
        response: { 200: imageAnswer('PNG, JPEG, GIF or WebP, as uploaded', 'image/*'), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!NAME.test(name)) throw notFound();
      const file = await store.get(name);
      if (!file) throw notFound();
      // The type it was stored with, if that is one of ours; a bucket object edited by hand never turns it into HTML.
      const named = imageTypes[name.split('.')[1] as ImageExt];
      const stored = Object.values(imageTypes).find((type) => type === file.contentType);
      return imageHeaders(reply, stored ?? named).send(file.body);
    },
  );
}
