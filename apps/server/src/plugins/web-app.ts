import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from './errors';
import { ssrPages } from './ssr-pages';

const isApiPath = (url: string) => /^\/(api|checkout)(\/|$|\?)/.test(url);

/**
 * Serves the built web app: the shop's public pages rendered on the server (ssr-pages.ts), every other non-API path
 * index.html, so the client router shows the page (or its 404).
 */
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
      setHeaders(reply, filePath) {
        // Vite's hashed assets never change; everything else is revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL answers brotli, gzip or plain by the request's Accept-Encoding: caches must keep them apart.
        reply.header('vary', 'accept-encoding');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  if (hasBuild) await ssrPages(app, { root, sendIndex });
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiPath(request.url) && hasBuild;
    if (!wantsPage) {
      return sendError(reply, { status: 404, code: 'not_found', message: 'Not found.' });
    }
    const file = request.url.split('?')[0]!.replace(/^\/+/, '');
    if (file && fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile()) {
      return reply.sendFile(file);
    }
    return sendIndex(reply);
  });
}
