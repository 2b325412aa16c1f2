import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet (the app's own global CSS, ~15 KB, ~4.5 KB compressed) into index.html as a
 * <style> at the top of <head>, instead of a <link> after fourteen module scripts. Over HTTP/1.1's six
 * connections the link waited behind the scripts, and the page could not paint before it arrived; inline,
 * the header frame in index.html paints as soon as the HTML is in (docs/performance.md). The CSP allows
 * inline styles already (Ant Design writes its styles into <style> tags). Lazy pages' CSS stays in files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'pnc-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const link = /\s*<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/;
        const match = html.match(link);
        if (!match) return html;
        const asset = Object.values(bundle).find((out) => out.type === 'asset' && match[1]!.endsWith(`/${out.fileName}`));
        if (!asset || asset.type !== 'asset') return html;
        const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
        return html.replace(link, '').replace(/<meta charset="utf-8" \/>/, (meta) => `${meta}\n    <style>${css}</style>`);
      },
    },
  };
}
