import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SSR_PATHS } from '@pnc/schemas/ssr-pages';

/** What the web's server entry (apps/web/src/entry-server.tsx) takes and answers. */
interface RenderInput {
  url: string;
  origin: string;
  lang: 'tw' | 'en';
  fetch: typeof fetch;
}
type RenderResult =
  | { kind: 'page'; status: number; htmlLang: string; html: string; head: string; chunks: string[] }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'skip' };
type Render = (input: RenderInput) => Promise<RenderResult>;

/** Vite's client build manifest: per source module, its file, the chunks it imports and its stylesheets. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The SSR bundle beside the web build: `<webDist>/../dist-ssr/entry-server.js` (`vite build --ssr`). */
const ssrEntryOf = (webDist: string) => path.resolve(webDist, '..', 'dist-ssr', 'entry-server.js');

/**
 * Registers the shop's public pages when the web build has its SSR bundle (else they stay index.html). Each request
 * renders the page with the bundle's `render`, whose API calls go to this server's own API through `inject`, as an
 * anonymous caller; the page comes in the reader's language (the app's `pnc_lang` cookie, Traditional Chinese by
 * default). A page whose data failed, or a render that throws, is answered with index.html: the app then draws it.
 */
export async function ssrPages(app: FastifyInstance, opts: { root: string; sendIndex: (reply: FastifyReply) => unknown }) {
  const entry = ssrEntryOf(opts.root);
  if (!fs.existsSync(entry)) return;
  const { render } = (await import(pathToFileURL(entry).href)) as { render: Render };
  const template = fs.readFileSync(path.join(opts.root, 'index.html'), 'utf8');
  const manifestFile = path.join(opts.root, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : {};

  const ownFetch: typeof fetch = async (input, init = {}) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
      payload: init.body as string | undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    let result: RenderResult;
    try {
      result = await render({ url: request.url, origin: app.config.publicUrl, lang: languageOf(request), fetch: ownFetch });
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; sending the app');
      return opts.sendIndex(reply);
    }
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    if (result.kind === 'skip') return opts.sendIndex(reply);
    const links = pageLinks(manifest, result.chunks, template);
    const html = template
      .replace('<html lang="zh-Hant-TW">', `<html lang="${result.htmlLang}">`)
      .replace(/<!--ssr-head-->[\s\S]*?<!--\/ssr-head-->/, () => result.head + links)
      .replace(/<div id="root">[\s\S]*?<!--\/ssr-outlet-->\s*<\/div>/, () => `<div id="root">${result.html}</div>`);
    return sendHtml(request, reply.code(result.status), html);
  };
  // The shop's public pages; every other page is the app's index.html.
  for (const url of SSR_PATHS) app.get(url, { schema: { hide: true } }, page);
}

/** The reader's language from the `pnc_lang` cookie the app writes (lib/lang-cookie.ts); tw when absent or unknown. */
function languageOf(request: FastifyRequest): 'tw' | 'en' {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === 'pnc_lang' && value === 'en') return 'en';
  }
  return 'tw';
}

/**
 * Stylesheets and module preloads of the rendered pages' chunks (and the chunks they import), from the manifest,
 * less the stylesheets index.html links already: a second link to the entry's stylesheet, without its `crossorigin`,
 * would be a second request for it. (A module preload and a module script share one request.)
 */
function pageLinks(manifest: Manifest, chunks: string[], template: string): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  chunks.forEach(visit);
  const linked = (file: string) => template.includes(`"/${file}"`);
  return (
    [...css]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="stylesheet" href="/${file}">`)
      .join('') + [...js].map((file) => `<link rel="modulepreload" href="/${file}">`).join('')
  );
}

/** A page rendered per request: compressed as the client accepts (brotli, else gzip), revalidated by caches. */
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
