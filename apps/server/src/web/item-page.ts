import type { CategoryNode } from '@pnc/schemas/shop/category';
import type { Item } from '@pnc/schemas/shop/item';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml as e, pageLang, withFirstPage, type FirstPages } from './first-pages';
import { itemScreen, pick } from './item-screen';

/**
 * index.html for /item/:id with the item's first screen written in, or null when there is nothing to write (no
 * such item for everyone, a bad id): the app then draws the page (or its 404) as for any other address.
 * The item and the categories are read through the public API as an anonymous visitor would, so the page holds
 * nothing personal and the app can start from exactly the answers it would have fetched.
 */
export async function itemPageHtml(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id: string } }>,
  indexHtml: string,
  first: FirstPages,
): Promise<string | null> {
  const id = Number(request.params.id);
  if (!/^\d{1,9}$/.test(request.params.id) || id <= 0) return null;
  const [itemAnswer, categoriesAnswer] = await Promise.all([
    app.inject({ method: 'GET', url: `/api/items/${id}/`, headers: { accept: 'application/json' } }),
    app.inject({ method: 'GET', url: '/api/categories/', headers: { accept: 'application/json' } }),
  ]);
  if (itemAnswer.statusCode !== 200 || categoriesAnswer.statusCode !== 200) return null;
  const item = itemAnswer.json<Item>();
  const categories = categoriesAnswer.json<CategoryNode[]>();
  const lang = pageLang(request.headers.cookie);
  const name = pick(item, 'name', lang);
  const description = pick(item, 'description', lang);
  const image = item.images[0] ? absoluteUrl(item.images[0], app.config.publicUrl) : null;
  const styles = `<style>${first.css}</style>`;
  // No preloads of the page's scripts: they would compete with the entry's for the first paint's bandwidth, and
  // the entry starts them itself (docs/performance.md).
  const head = [
    `<meta property="og:type" content="product">`,
    `<meta property="og:title" content="${e(name)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    ...(image ? [`<meta property="og:image" content="${e(image)}">`] : []),
  ].join('');
  const html = withFirstPage(indexHtml, {
    lang,
    styles,
    head,
    main: itemScreen(item, categories, lang, first.strings[lang]),
    answers: { [`items/${id}`]: item, categories },
  });
  return html.replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${e(description)}"`);
}

/** Link previews need an absolute address; a picture's may be relative to the site (uploads) or absolute (S3). */
function absoluteUrl(address: string, publicUrl: string): string | null {
  try {
    return new URL(address, `${publicUrl}/`).href;
  } catch {
    return null;
  }
}
