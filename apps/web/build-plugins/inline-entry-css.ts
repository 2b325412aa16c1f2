import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet (the app's own global CSS, ~15 KB, ~4.5 KB compressed) into index.html as a
 * <style> at the top of <head>, instead of a <link> after fourteen module scripts. Over HTTP/1.1's six
 * connections the link waited behind the scripts, and the page could not paint before it arrived; inline,
 * the header frame in index.html paints as soon as the HTML is in (docs/performance.md). The CSP allows
 * inline styles already (Ant Design writes its styles into <style> tags). Lazy pages' CSS stays in files.
 *
 * The link stays in <head> as a disabled one, which browsers do not fetch (HTML: a disabled stylesheet link is not
 * obtained): Vite's preload helper looks for a stylesheet's <link> before it loads it for a lazy module, and without
 * it every lazy import whose files include the entry's (the centre frame's import of the room board, the item page's
 * of its comments) fetched this file again and waited for it; the board then rendered after its frame, and React held
 * the reveal back 300 ms.
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
        const marker = `<link rel="stylesheet" href="${match[1]}" disabled>`;
        return html
          .replace(link, '')
          .replace(/<meta charset="utf-8" \/>/, (meta) => `${meta}\n    <style>${css}</style>\n    ${marker}`);
      },
    },
  };
}
