import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { onlyAntdLayers, pageAssets } from '../../build-plugins/first-pages';

describe('what the build publishes for pages the server writes', () => {
  it("tells Ant Design's stylesheets from the app's", () => {
    expect(onlyAntdLayers('@layer antd{.ant-btn{color:red}}')).toBe(true);
    expect(onlyAntdLayers('@layer antd{.a{b:c}}\n@layer antd{@keyframes k{0%{opacity:0}}}')).toBe(true);
    expect(onlyAntdLayers('@layer antd{.a{b:c}}.pnc-item{display:grid}')).toBe(false);
    expect(onlyAntdLayers('.pnc-item{display:grid}')).toBe(false);
    expect(onlyAntdLayers('')).toBe(false);
  });

  it("lists the app stylesheets of a page's chunks that the entry does not already load", () => {
    const chunk = (fileName: string, imports: string[], css: string[], extra: object = {}) => ({
      type: 'chunk',
      fileName,
      imports,
      isEntry: false,
      facadeModuleId: null,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
      ...extra,
    });
    const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
    const bundle = {
      'index.js': chunk('index.js', ['shared.js'], ['index.css'], { isEntry: true }),
      'shared.js': chunk('shared.js', [], ['shared.css']),
      'item.js': chunk('item.js', ['shared.js', 'button.js', 'shop.js'], [], { facadeModuleId: '/app/src/item.tsx' }),
      'button.js': chunk('button.js', [], ['button.css']),
      'shop.js': chunk('shop.js', ['button.js'], ['shop.css']),
      'index.css': asset('index.css', '.pnc-header{}'),
      'shared.css': asset('shared.css', '.x{}'),
      'button.css': asset('button.css', '@layer antd{.ant-btn{}}'),
      'shop.css': asset('shop.css', '.pnc-item{}'),
    } as unknown as OutputBundle;
    expect(pageAssets(bundle, '/app/src/item.tsx')).toEqual({ css: ['shop.css'] });
    expect(() => pageAssets(bundle, '/app/src/none.tsx')).toThrow(/none\.tsx/);
  });
});
