import type * as CssInJs from '@ant-design/cssinjs';
import type * as Antd from 'antd';
import type { ThemeConfig } from 'antd';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ReactNS from 'react';
import type * as ReactDomServer from 'react-dom/server';

/**
 * Renders every Ant Design component once, on the server, with the app's theme, and returns the CSS each
 * style hook registered, by the hook's cache name ("Button-Button", "Input-Search", "Shared", ...): the same
 * CSS Ant Design would otherwise compute in the browser as components mount.
 *
 * Everything is loaded through CommonJS `require`, as antd's own `lib` build loads it, so that antd and this
 * code share one instance of @ant-design/cssinjs (its StyleProvider context must be the one antd reads).
 */
export function extractAntdStyles(theme: ThemeConfig, projectDir: string): Map<string, string> {
  const require = createRequire(path.join(projectDir, 'package.json'));
  const React = require('react') as typeof ReactNS;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const antd = require('antd') as AntdModule;
  // antd's own copy of cssinjs, resolved from antd's folder (not a dependency of ours that could differ).
  const fromAntd = createRequire(require.resolve('antd/package.json'));
  const cssinjs = fromAntd('@ant-design/cssinjs') as typeof CssInJs;
  // Not part of cssinjs's index: the function extractStyle uses for one cache entry. Pinned by antd's version.
  const { extract } = fromAntd('@ant-design/cssinjs/lib/hooks/useStyleRegister') as {
    extract: (entry: unknown, effects: Record<string, boolean>, options: { plain: boolean }) => [number, string, string] | null;
  };
  if (typeof extract !== 'function') throw new Error('@ant-design/cssinjs changed: no hooks/useStyleRegister extract()');

  const h = React.createElement;
  const cache = cssinjs.createCache();
  const render = (node: ReactNS.ReactNode) =>
    renderToString(
      h(
        cssinjs.StyleProvider,
        { cache },
        h(antd.ConfigProvider, { theme: { ...theme, hashed: false, zeroRuntime: false } }, node),
      ),
    );
  // Deprecated components (BackTop, List) still ship styles and are rendered for them; their warnings are noise here.
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    if (!/^Warning: \[antd: \w+\] .*deprecated/.test(String(args[0]))) consoleError(...args);
  };
  try {
    for (const [name, node] of componentNodes(antd, h)) {
      try {
        render(node);
      } catch (error) {
        throw new Error(`antd ${name} did not render for style extraction: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    console.error = consoleError;
  }

  const byName = new Map<string, { order: number; css: string[]; effects: Record<string, boolean> }>();
  for (const [key, value] of cache.cache) {
    if (!key.startsWith('style%')) continue;
    // "style%" + [hashId (empty: unhashed), (layer,) name, prefixCls, iconPrefixCls].join('%')
    const name = key
      .split('%')
      .slice(2)
      .find((part) => part !== 'layer')!;
    const group = byName.get(name) ?? { order: 0, css: [], effects: {} };
    const extracted = extract((value as [number, unknown])[1], group.effects, { plain: true });
    if (!extracted) continue;
    group.order = extracted[0];
    group.css.push(extracted[2]);
    byName.set(name, group);
  }
  const styles = new Map([...byName].map(([name, group]) => [name, group.css.join('')]));
  const shared = styles.get('Shared');
  if (shared !== undefined) styles.set('Shared', scopeLinkReset(shared));
  return styles;
}

/** Any element Ant Design renders: each carries at least one `ant-` class. */
const ANTD_ELEMENT = ':where([class^="ant-"],[class*=" ant-"])';

/**
 * Ant Design's link reset (colour, no underline) is scoped to its components by the hash class
 * (`:where(.css-hash) a`, `a:where(.css-hash)`); unhashed, it would restyle every link on the page, the
 * app's own included. The scope is put back with a selector for any element of Ant Design's.
 */
export function scopeLinkReset(css: string): string {
  return css.replace(/(^|})([^{}@]+)\{/g, (_rule, before: string, selectors: string) => {
    const scoped = selectors.split(',').flatMap((selector) => {
      const trimmed = selector.trim();
      if (!/^a(?![\w-])/.test(trimmed)) return [trimmed];
      return [`a${ANTD_ELEMENT}${trimmed.slice(1)}`, `${ANTD_ELEMENT} ${trimmed}`];
    });
    return `${before}${scoped.join(',')}{`;
  });
}

type H = typeof ReactNS.createElement;
type AntdModule = Record<string, unknown> & typeof Antd;

/**
 * One node per exported component. Most render bare; these need props or children to reach their style
 * hooks, and popups are reached through their panels (they render nothing while closed on the server).
 */
function componentNodes(antd: AntdModule, h: H): [string, ReactNS.ReactNode][] {
  const A = antd as unknown as Record<
    string,
    ReactNS.ComponentType<Record<string, unknown>> & Record<string, ReactNS.ComponentType<Record<string, unknown>>>
  >;
  const special: Record<string, () => ReactNS.ReactNode> = {
    Affix: () => h(A.Affix!, null, h('div')),
    Badge: () => [h(A.Badge!, { key: 1 }), h(A.Badge!.Ribbon!, { key: 2 })],
    Cascader: () => [h(A.Cascader!, { key: 1 }), h(A.Cascader!.Panel!, { key: 2 })],
    Dropdown: () => h(A.Dropdown!, { menu: { items: [] } }, h('div')),
    Form: () => h(A.Form!, null, h(A.Form!.Item!, { label: 'x' }, h(A.Input!))),
    Input: () =>
      [A.Input!, A.Input!.Search!, A.Input!.TextArea!, A.Input!.Password!, A.Input!.OTP!].map((C, key) => h(C, { key })),
    Layout: () => h(A.Layout!, null, h(A.Layout!.Header!), h(A.Layout!.Sider!), h(A.Layout!.Content!), h(A.Layout!.Footer!)),
    Menu: () => h(A.Menu!, { items: [] }),
    Modal: () => {
      const Panel = A.Modal!._InternalPanelDoNotUseOrYouWillBeFired!;
      return [h(A.Modal!, { key: 1 }), h(Panel, { key: 2 }), h(Panel, { key: 3, type: 'confirm' })];
    },
    // The bordered sub-style is only mounted by the wireframe theme.
    Pagination: () => [
      h(A.Pagination!, { key: 1, total: 100 }),
      h(A.ConfigProvider!, { key: 2, theme: { token: { wireframe: true } } }, h(A.Pagination!, { total: 100 })),
    ],
    QRCode: () => h(A.QRCode!, { value: 'x' }),
    Space: () => [h(A.Space!, { key: 1 }), h(A.Space!.Compact!, { key: 2 }, h(A.Button!), h(A.Space!.Addon!, null, '1'))],
    Table: () => h(A.Table!, { dataSource: [{ key: 1, a: 1 }], columns: [{ dataIndex: 'a', title: 'a' }] }),
    Tag: () => [h(A.Tag!, { key: 1, color: 'blue' }, 't'), h(A.Tag!, { key: 2, color: 'success' }, 't')],
    Tree: () => h(A.Tree!, { treeData: [] }),
    message: () => h((antd.message as unknown as Record<string, ReactNS.ComponentType>)._InternalPanelDoNotUseOrYouWillBeFired!),
    notification: () =>
      h((antd.notification as unknown as Record<string, ReactNS.ComponentType>)._InternalPanelDoNotUseOrYouWillBeFired!),
  };
  // ConfigProvider is the wrapper; Grid is a namespace of hooks (Row and Col are exported on their own).
  const skip = new Set(['ConfigProvider', 'Grid']);
  const nodes: [string, ReactNS.ReactNode][] = [];
  for (const name of Object.keys(antd)) {
    if (skip.has(name)) continue;
    if (special[name]) nodes.push([name, special[name]()]);
    else if (/^[A-Z]/.test(name) && (typeof antd[name] === 'function' || typeof antd[name] === 'object'))
      nodes.push([name, h(antd[name] as ReactNS.ComponentType)]);
  }
  return nodes;
}
