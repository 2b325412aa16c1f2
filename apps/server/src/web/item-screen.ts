import type { CategoryNode } from '@pnc/schemas/shop/category';
import type { Item } from '@pnc/schemas/shop/item';
import { escapeHtml as e, fill, type ItemScreenStrings, type PageLang } from './first-pages';

/** `<field>_<lang>`, else `<field>_tw`: as the app's pickLang. */
export const pick = (record: object, field: string, lang: PageLang) => {
  const values = record as Record<string, unknown>;
  const value = values[`${field}_${lang}`];
  return typeof value === 'string' && value !== '' ? value : String(values[`${field}_tw`] ?? '');
};

/** NT$1,280, as the app's formatMoney. */
const money = (amount: number) =>
  `${amount < 0 ? '-' : ''}NT$${String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

function findCategory(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The item page's first screen (breadcrumb, pictures, name, price, stock and description), with the same
 * elements and classes as the app's ItemPage (apps/web/src/features/shop/item/item-page.tsx), so it lays out
 * exactly as the app will draw it; the buttons and comments below it come with the app. An e2e scenario holds
 * the two alike.
 */
export function itemScreen(item: Item, categories: CategoryNode[], lang: PageLang, t: ItemScreenStrings): string {
  const name = e(pick(item, 'name', lang));
  const category = item.categories.map((id) => findCategory(categories, id)).find(Boolean);
  const crumbs = [
    `<li><a href="/items">${e(t.allItems)}</a></li>`,
    category ? `<li><a href="/category/${category.id}">${e(pick(category, 'name', lang))}</a></li>` : '',
    `<li><span aria-current="page">${name}</span></li>`,
  ].join('');
  const images = item.images.length ? item.images : [''];
  const picture = images[0] ? `<img src="${e(images[0])}" alt="${name}">` : '<span class="pnc-item-card-placeholder"></span>';
  const thumbs =
    images.length > 1
      ? `<div class="pnc-item-thumbs" role="group" aria-label="${e(t.pictures)}">${images
          .map(
            (src, index) =>
              `<button type="button" class="${index === 0 ? 'pnc-item-thumb pnc-item-thumb-active' : 'pnc-item-thumb'}" aria-label="${e(
                fill(t.picture, { n: index + 1 }),
              )}" aria-pressed="${index === 0}"><img src="${e(src)}" alt=""></button>`,
          )
          .join('')}</div>`
      : '';
  const stock =
    item.stock > 0
      ? `<span class="pnc-pill pnc-pill-${item.stock <= 5 ? 'orange' : 'green'}">${e(
          fill(item.stock <= 5 ? t.fewLeft : t.inStock, { count: item.stock }),
        )}</span>`
      : `<span class="pnc-pill pnc-pill-grey">${e(t.soldOut)}</span>`;
  const sold = item.sold_count > 0 ? `<span class="pnc-muted">${e(fill(t.sold, { count: item.sold_count }))}</span>` : '';
  return (
    `<main id="main" class="pnc-main" tabindex="-1"><div class="pnc-shop-page">` +
    `<nav class="pnc-breadcrumb" aria-label="${e(t.breadcrumb)}"><ol>${crumbs}</ol></nav>` +
    `<div class="pnc-item"><div class="pnc-item-gallery"><div class="pnc-item-picture">${picture}</div>${thumbs}</div>` +
    `<div class="pnc-item-info"><h1 class="pnc-item-name">${name}</h1>` +
    `<div class="pnc-item-price">${money(item.price)}</div>` +
    `<div class="pnc-item-stock">${stock}${sold}</div>` +
    `<p class="pnc-item-description">${e(pick(item, 'description', lang))}</p>` +
    `</div></div></div></main>`
  );
}
