import path from 'node:path';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';
import { extractAntdStyles } from './antd-static-styles/extract-antd-styles';
import { styleHookNames } from './antd-static-styles/style-hook-names';

const VIRTUAL = 'virtual:pnc-antd-style/';
/** Styles no component hook owns: the link and icon resets. They go with ConfigProvider, which every page has. */
const GLOBAL_NAMES = ['Shared', 'ant-design-icons'];

/**
 * Ant Design's zero-runtime mode, with a stylesheet per chunk instead of antd.css's every component.
 *
 * At build time each of Ant Design's style modules gets an import of a virtual stylesheet holding the CSS of
 * the hooks it declares (rendered once on the server with the app's theme, `extract-antd-styles.ts`). Vite then
 * does the rest as for any CSS import: the entry's components' CSS lands in the entry stylesheet (inlined into
 * index.html), a lazy page's in a stylesheet loaded before its code runs. The app turns `theme.zeroRuntime` on
 * when `__ANTD_STATIC_STYLES__` is defined, so components stop computing and inserting their styles as they
 * mount (docs/decisions/0011). The dev server and the tests keep the runtime styles.
 */
export function antdStaticStyles(theme: ThemeConfig): Plugin {
  let styles: Map<string, string> | undefined;
  let root = process.cwd();
  return {
    name: 'pnc-antd-static-styles',
    apply: 'build',
    config: () => ({ define: { __ANTD_STATIC_STYLES__: 'true' } }),
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0]!.split(path.sep).join('/');
      if (!file.includes('/node_modules/antd/es/')) return null;
      const names = file.endsWith('/antd/es/config-provider/index.js') ? GLOBAL_NAMES : styleHookNames(code);
      if (names.length === 0) return null;
      return { code: `${code}\nimport '${VIRTUAL}${names.join('+')}.css';\n`, map: null };
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? source : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      styles ??= extractAntdStyles(theme, root);
      const names = id.slice(VIRTUAL.length, -'.css'.length).split('+');
      const css = names.map((name) => {
        const text = styles!.get(name);
        if (text === undefined) this.error(`antd style hook ${name} registered no CSS when every component was rendered`);
        return text;
      });
      // Run-time styles went first in <head>, so the app's own rules won at equal specificity. These files come
      // later (a lazy page's are appended), so they go into a cascade layer, below every unlayered rule.
      return `@layer antd{${css.join('\n')}}`;
    },
  };
}
