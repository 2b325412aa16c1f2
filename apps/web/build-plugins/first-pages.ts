import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Pages the server writes into index.html before any script runs (apps/server/src/web/): their module. */
const PAGES = { item: 'src/features/shop/item/item-page.tsx' } as const;

/** The texts of the item page's first screen the server needs, by language (i18next's `{{name}}` kept). */
const ITEM_STRINGS = {
  breadcrumb: 'breadcrumb',
  allItems: 'catalogue.allTitle',
  inStock: 'item.inStock',
  fewLeft: 'item.fewLeft',
  soldOut: 'item.soldOut',
  sold: 'item.sold',
  pictures: 'item.pictures',
  picture: 'item.picture',
} as const;

export interface FirstPages {
  /**
   * Per page, beyond what the entry loads: the app's stylesheets its first screen needs (files in the build,
   * which the server inlines). Ant Design's sheets
   * (antd-static-styles.ts) are left out: the HTML has no Ant Design component, and the page's code loads them.
   */
  pages: Record<keyof typeof PAGES, PageAssets>;
  strings: Record<'tw' | 'en', Record<keyof typeof ITEM_STRINGS, string>>;
}

/**
 * Writes `.vite/first-pages.json` beside Vite's manifest: what the server needs to send a page's first screen
 * as HTML (docs/decisions/0011): the page's own stylesheets, so the HTML is styled at its first paint, and the
 * few texts of that screen.
 */
export function firstPages(): Plugin {
  let root = process.cwd();
  return {
    name: 'pnc-first-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const pages = Object.fromEntries(
          Object.entries(PAGES).map(([page, source]) => [page, pageAssets(bundle, path.join(root, source))]),
        ) as FirstPages['pages'];
        const strings = Object.fromEntries(
          (['tw', 'en'] as const).map((lang) => {
            const shop = JSON.parse(fs.readFileSync(path.join(root, `src/locales/${lang}/shop.json`), 'utf8')) as object;
            return [lang, Object.fromEntries(Object.entries(ITEM_STRINGS).map(([name, key]) => [name, lookUp(shop, key)]))];
          }),
        ) as FirstPages['strings'];
        this.emitFile({
          type: 'asset',
          fileName: '.vite/first-pages.json',
          source: JSON.stringify({ pages, strings } satisfies FirstPages),
        });
      },
    },
  };
}

function lookUp(tree: object, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  if (typeof value !== 'string') throw new Error(`first-pages: no text ${key}`);
  return value;
}

export interface PageAssets {
  css: string[];
}

/** A page chunk's static imports and their CSS, less what the entry already loads (index.html has those). */
export function pageAssets(bundle: OutputBundle, moduleFile: string): PageAssets {
  const chunks = Object.values(bundle).filter((out): out is OutputChunk => out.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: OutputChunk) => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((file) => visit(byName.get(file)));
    };
    visit(start);
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const page = chunks.find((chunk) => chunk.facadeModuleId === moduleFile);
  if (!entry || !page) throw new Error(`first-pages: no chunk for ${moduleFile}`);
  const loaded = closure(entry);
  const own = [...closure(page)].filter((file) => !loaded.has(file));
  const css = own.flatMap((file) => [...(byName.get(file)?.viteMetadata?.importedCss ?? [])]);
  // Ant Design's sheets (nothing but antd-static-styles.ts's layer) style components the HTML does not have.
  const antdOnly = (file: string) => {
    const asset = bundle[file];
    return asset?.type === 'asset' && onlyAntdLayers(String(asset.source));
  };
  return { css: css.filter((file) => !antdOnly(file)) };
}

/** Whether every top-level block of a stylesheet is `@layer antd{…}`. */
export function onlyAntdLayers(css: string): boolean {
  let depth = 0;
  let prelude = '';
  for (const char of css) {
    if (depth === 0 && char !== '{') prelude += char;
    if (char === '{') {
      if (depth === 0 && prelude.trim() !== '@layer antd') return false;
      depth++;
    } else if (char === '}' && --depth === 0) prelude = '';
  }
  return depth === 0 && prelude.trim() === '' && css.trim() !== '';
}
