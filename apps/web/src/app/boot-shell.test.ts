import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoMark } from '../components/site-header';
import tw from '../locales/tw/common.json';

const webRoot = path.resolve(import.meta.dirname, '../..');
const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const styles = fs.readFileSync(path.join(webRoot, 'src/app/styles.css'), 'utf8');
const squeeze = (markup: string) => markup.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

// index.html paints a header frame before the app's code arrives; the app's first render replaces it.
describe('the header frame in index.html', () => {
  const root = html.match(/<div id="root">([\s\S]*?)<\/div>\s*<script/)?.[1] ?? '';

  it('draws the same logo as the real header', () => {
    const svg = root.match(/<svg[\s\S]*<\/svg\s*>/)?.[0] ?? '';
    expect(squeeze(svg.replace(/<\/svg\s*>/, '</svg>'))).toBe(squeeze(renderToStaticMarkup(createElement(LogoMark))));
  });

  it("shows the centre's name, as the page title does", () => {
    expect(root).toContain(`<span class="pnc-brand-name">${tw.site.name}</span>`);
    expect(html).toContain(`<title>${tw.site.name}</title>`);
  });

  it("is laid out by the header's own classes", () => {
    for (const cls of ['pnc-header', 'pnc-brand', 'pnc-logo', 'pnc-brand-name']) {
      expect(root).toContain(cls);
      expect(styles).toMatch(new RegExp(`\\.${cls} \\{`));
    }
  });
});
