// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { antdStaticStyles } from '../../build-plugins/antd-static-styles';
import { extractAntdStyles, scopeLinkReset } from '../../build-plugins/antd-static-styles/extract-antd-styles';
import { styleHookNames } from '../../build-plugins/antd-static-styles/style-hook-names';
import { theme } from './theme';

const webDir = path.resolve(import.meta.dirname, '../..');
const antdEs = path.dirname(path.join(webDir, 'node_modules/antd/es/index.js'));
const antdDir = fs.existsSync(antdEs) ? antdEs : path.resolve(webDir, '../../node_modules/antd/es');

/** Every module of Ant Design's that declares style hooks, with the names it declares. */
function antdStyleModules(): [string, string[]][] {
  const found: [string, string[]][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.js')) {
        const names = styleHookNames(fs.readFileSync(file, 'utf8'));
        if (names.length) found.push([path.relative(antdDir, file), names]);
      }
    }
  };
  walk(antdDir);
  return found;
}

describe('style hook names', () => {
  it('reads single and two-part names as @ant-design/cssinjs-utils builds them', () => {
    const source = `export default genStyleHooks('Button', fn);
      export const Sub = genSubStyleComponent(['Button', 'compact'], fn);
      const useStyle = genComponentStyleHook( [ 'Cascader' , 'Panel' ], fn);
      genStyleHooks('Button', other);`;
    expect(styleHookNames(source)).toEqual(['Button-Button', 'Button-compact', 'Cascader-Panel']);
    expect(styleHookNames('export const x = 1;')).toEqual([]);
  });
});

describe('the link reset', () => {
  it('applies to links in or of Ant Design elements only, as the hash class scoped it', () => {
    const css = scopeLinkReset(
      'a{color:blue}a:hover,a[disabled]{color:red}.anticon{display:inline-flex}@keyframes spin{100%{opacity:1}}',
    );
    const scope = ':where([class^="ant-"],[class*=" ant-"])';
    expect(css).toBe(
      `a${scope},${scope} a{color:blue}` +
        `a${scope}:hover,${scope} a:hover,a${scope}[disabled],${scope} a[disabled]{color:red}` +
        '.anticon{display:inline-flex}@keyframes spin{100%{opacity:1}}',
    );
  });
});

describe("Ant Design's styles rendered at build time", () => {
  let styles: Map<string, string>;
  beforeAll(() => {
    styles = extractAntdStyles(theme, webDir);
  }, 30_000);

  it('hold CSS for every style hook Ant Design declares, so no component is left unstyled', () => {
    const modules = antdStyleModules();
    expect(modules.length).toBeGreaterThan(60);
    const missing = modules.flatMap(([file, names]) =>
      names.filter((name) => !styles.get(name)).map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("are unhashed, use the theme's variables, and keep the link reset scoped", () => {
    const button = styles.get('Button-Button')!;
    expect(button).toMatch(/^\.ant-btn/);
    expect(button).not.toContain(':where(.css-');
    expect(button).toContain('var(--ant-');
    expect(styles.get('Shared')).not.toMatch(/(^|})a\{/);
  });
});

describe('the build plugin', () => {
  const plugin = antdStaticStyles(theme);
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const load = plugin.load as (this: { error: (m: string) => never }, id: string) => string | null;
  const context = {
    error: vi.fn((message: string) => {
      throw new Error(message);
    }),
  };
  (plugin.configResolved as (c: { root: string }) => void)({ root: webDir });

  it('adds a stylesheet import to the modules that declare style hooks, and to ConfigProvider', () => {
    const style = transform(
      `export default genStyleHooks(['Input', 'Search'], fn);`,
      '/x/node_modules/antd/es/input/style/search.js',
    );
    expect(style?.code).toContain(`import 'virtual:pnc-antd-style/Input-Search.css';`);
    const provider = transform('export default ConfigProvider;', '/x/node_modules/antd/es/config-provider/index.js');
    expect(provider?.code).toContain(`import 'virtual:pnc-antd-style/Shared+ant-design-icons.css';`);
    expect(transform(`genStyleHooks('Button', fn)`, '/x/src/app/theme.ts')).toBeNull();
    expect(transform('export const x = 1;', '/x/node_modules/antd/es/button/button.js')).toBeNull();
  });

  it('serves those stylesheets in a cascade layer, under the app’s own rules', () => {
    const css = load.call(context, 'virtual:pnc-antd-style/Button-Button+Button-compact.css')!;
    expect(css.startsWith('@layer antd{.ant-btn')).toBe(true);
    expect(css.endsWith('}')).toBe(true);
    expect(() => load.call(context, 'virtual:pnc-antd-style/NoSuch-Hook.css')).toThrow(/NoSuch-Hook/);
    expect(load.call(context, 'src/app/styles.css')).toBeNull();
  });

  it('turns zero-runtime on for builds only', () => {
    expect(plugin.apply).toBe('build');
    expect((plugin.config as () => { define: Record<string, string> })().define).toEqual({ __ANTD_STATIC_STYLES__: 'true' });
    expect(theme.zeroRuntime).toBe(false);
  });
});
