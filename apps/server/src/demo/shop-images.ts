import { demoProducts } from './shop-catalog';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Demo pictures are generated, not downloaded: `<product key>-<variant>.svg` becomes a coloured card with the
 * product's names. Static markup only (no scripts, no external references).
 */
export function demoImageSvg(name: string): string | undefined {
  const m = /^([a-z-]+)-(\d{1,2})\.svg$/.exec(name);
  const product = m && demoProducts.find((p) => p.key === m[1]);
  if (!m || !product) return undefined;
  const v = Number(m[2]);
  const r = 60 + (v % 4) * 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<rect width="480" height="480" fill="${product.colour}"/>
<circle cx="${120 + v * 37}" cy="${150 + (v % 3) * 30}" r="${r}" fill="#ffffff" opacity="0.35"/>
<circle cx="${360 - v * 21}" cy="${330 - (v % 2) * 40}" r="${r * 1.4}" fill="#ffffff" opacity="0.2"/>
<rect x="40" y="300" width="400" height="120" rx="16" fill="#ffffff" opacity="0.85"/>
<text x="240" y="352" font-family="sans-serif" font-size="34" text-anchor="middle" fill="#2f4858">${escape(product.tw)}</text>
<text x="240" y="392" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#4f6d7a">${escape(product.en)}</text>
</svg>`;
}
