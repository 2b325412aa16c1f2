import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boardPageHtml } from '../web/board-page';
import { readFirstPages } from '../web/first-pages';
import { itemPageHtml } from '../web/item-page';
import { sendError } from './errors';

const isApiPath = (url: string) => /^\/(api|checkout)(\/|$|\?)/.test(url);

/** Serves the built web app; unknown non-API paths get index.html so the client router shows the page (or its 404). */
export async function webApp(app: FastifyInstance) {
  const root = app.config.webDist;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/build-plugins/precompress.ts).
      preCompressed: true,
      // Off, so the header below is the one sent: @fastify/send's own (public, max-age=0) replaced it.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite's hashed assets never change; everything else is revalidated.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL answers brotli, gzip or plain by the request's Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  // Item pages and the room board arrive with their first screen written in (docs/decisions/0011): the build says
  // what to link.
  const firstPages = hasBuild ? readFirstPages(root) : null;
  if (firstPages) {
    const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    const itemPage = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) =>
      sendPage(request, reply, await itemPageHtml(app, request, indexHtml, firstPages));
    app.get('/item/:id', { schema: { hide: true } }, itemPage);
    app.get('/items/:id', { schema: { hide: true } }, itemPage);
    // The room board too, for a browser whose last session was a staff member's (no data: the frame and toolbar).
    app.get('/centre/rooms', { schema: { hide: true } }, async (request, reply) =>
      sendPage(request, reply, boardPageHtml(request, indexHtml, firstPages)),
    );
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiPath(request.url) && hasBuild;
    if (!wantsPage) {
      return sendError(reply, { status: 404, code: 'not_found', message: 'Not found.' });
    }
    const file = request.url.split('?')[0]!.replace(/^\/+/, '');
    if (file && fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile()) {
      return reply.sendFile(file);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** A page with its first screen written in, or the plain index.html when there was nothing to write (null). */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string | null) {
  if (html === null) return reply.header('cache-control', 'no-cache').sendFile('index.html');
  return sendHtml(request, reply, html);
}

/** A page written per request: compressed as the client accepts (brotli, else gzip), never stored by caches. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accepts)) {
    const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
  return reply.send(html);
}
