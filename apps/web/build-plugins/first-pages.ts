import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ReactNS from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { staffRoles } from '../src/features/account/roles';
import { centreSections, sectionsFor } from '../src/features/centre/centre-sections';
import { BOARD_DAYS, BOARD_DAYS_BEFORE_TODAY } from '../src/features/centre/room-board/board-math';
import { spacedLabel } from '../src/lib/spaced-label';

/** Pages the server writes into index.html before any script runs (apps/server/src/web/): their modules. */
const PAGES = {
  item: ['src/features/shop/item/item-page.tsx'],
  board: ['src/features/centre/centre-layout.tsx', 'src/features/centre/room-board/room-board.tsx'],
} as const;

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

/** The texts of the room board's first screen (the centre's frame, its tabs, the board's toolbar), by language. */
const BOARD_STRINGS = {
  title: 'centre:title',
  navLabel: 'centre:nav.label',
  earlier: 'centre:board.earlier',
  later: 'centre:board.later',
  today: 'centre:board.today',
  range: 'centre:board.range',
  legend: 'centre:board.legend',
  current: 'centre:board.status.current',
  upcoming: 'centre:board.status.upcoming',
  ended: 'centre:board.status.ended',
  loading: 'common:loading.label',
} as const;

type Lang = 'tw' | 'en';

export interface FirstPages {
  /**
   * Per page, beyond what the entry loads: the app's stylesheets its first screen needs (files in the build,
   * which the server inlines). Ant Design's sheets
   * (antd-static-styles.ts) are left out: the HTML has no Ant Design component, and the page's code loads them.
   */
  pages: Record<keyof typeof PAGES, PageAssets>;
  strings: Record<Lang, Record<keyof typeof ITEM_STRINGS, string>>;
  /** What the room board's first screen is written from (apps/server/src/web/board-screen.ts). */
  board: {
    strings: Record<Lang, Record<keyof typeof BOARD_STRINGS, string> & { sections: Record<string, string> }>;
    /** The tabs each staff role sees, in menu order (the roles the server writes the screen for). */
    sections: Record<string, string[]>;
    /** The days the board opens on: from `before` days before today, `days` days. */
    window: { before: number; days: number };
    /** Ant Design's icons on that screen, as their components render them. */
    icons: Record<'left' | 'right' | 'caret', string>;
  };
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
          Object.entries(PAGES).map(([page, sources]) => {
            const css = sources.flatMap((source) => pageAssets(bundle, path.join(root, source)).css);
            return [page, { css: [...new Set(css)] }];
          }),
        ) as FirstPages['pages'];
        const texts = (lang: Lang, namespace: string) =>
          JSON.parse(fs.readFileSync(path.join(root, `src/locales/${lang}/${namespace}.json`), 'utf8')) as object;
        const strings = Object.fromEntries(
          (['tw', 'en'] as const).map((lang) => {
            const shop = texts(lang, 'shop');
            return [lang, Object.fromEntries(Object.entries(ITEM_STRINGS).map(([name, key]) => [name, lookUp(shop, key)]))];
          }),
        ) as FirstPages['strings'];
        const sections = Object.fromEntries(staffRoles.map((role) => [role, sectionsFor(role)]));
        const boardStrings = Object.fromEntries(
          (['tw', 'en'] as const).map((lang) => {
            const text = (key: string) => {
              const [namespace, name] = key.split(':') as [string, string];
              return lookUp(texts(lang, namespace), name);
            };
            const named = Object.fromEntries(Object.entries(BOARD_STRINGS).map(([name, key]) => [name, text(key)]));
            const tabs = Object.fromEntries(centreSections.map((section) => [section, text(`centre:nav.${section}`)]));
            return [lang, { ...named, today: spacedLabel(named.today!), sections: tabs }];
          }),
        ) as FirstPages['board']['strings'];
        const board: FirstPages['board'] = {
          strings: boardStrings,
          sections,
          window: { before: BOARD_DAYS_BEFORE_TODAY, days: BOARD_DAYS },
          icons: renderIcons(root),
        };
        this.emitFile({
          type: 'asset',
          fileName: '.vite/first-pages.json',
          source: JSON.stringify({ pages, strings, board } satisfies FirstPages),
        });
      },
    },
  };
}

/** The icons as @ant-design/icons renders them (its CommonJS build, on the server's React). */
function renderIcons(root: string): FirstPages['board']['icons'] {
  const require = createRequire(path.join(root, 'package.json'));
  const { createElement } = require('react') as typeof ReactNS;
  const { renderToStaticMarkup } = require('react-dom/server') as typeof ReactDomServer;
  const icons = require('@ant-design/icons') as Record<string, ReactNS.ComponentType>;
  const render = (name: string, props: object = {}) => renderToStaticMarkup(createElement(icons[name]!, props));
  return {
    left: render('LeftOutlined'),
    right: render('RightOutlined'),
    // The records tab's caret, as centre-nav.tsx draws it.
    caret: render('DownOutlined', { className: 'pnc-centre-tab-caret', 'aria-hidden': true }),
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
