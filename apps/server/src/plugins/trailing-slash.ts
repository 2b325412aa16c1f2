import type { FastifyInstance } from 'fastify';

/** API paths end with "/". A request without it is sent, method and body kept (308), to the slashed path. */
const needsSlash = (path: string) =>
  (path.startsWith('/api/') || path === '/api' || path.startsWith('/checkout/') || path === '/checkout') &&
  !path.endsWith('/') &&
  !path.startsWith('/api/docs');

export function trailingSlash(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const [path = '', query] = request.url.split('?', 2);
    if (needsSlash(path)) {
      return reply
        .code(308)
        .header('location', `${path}/${query === undefined ? '' : `?${query}`}`)
        .send();
    }
  });
}
