import type { Db } from '../db/connect';
import { nowIso } from '../lib/time';
import { createItem } from '../shop/catalogue/item-repository';
import { demoCategories, demoProducts } from './shop-catalog';

const news = [
  {
    title_tw: '晨曦線上商城開幕',
    title_en: 'Our online shop is open',
    body_tw: '住房媽咪與出院後的家人，現在都能在線上選購院內使用的哺乳與育嬰用品。',
    body_en: 'Mothers staying with us and families at home can now buy the nursing and baby products we use at the centre.',
  },
  {
    title_tw: '月子餐宅配服務上線',
    title_en: 'Confinement meals delivered to your home',
    body_tw: '營養師設計的月子餐，冷凍宅配到府，14 日與 28 日方案享免運。',
    body_en: 'Confinement meals designed by our dietitian, delivered frozen; 14- and 28-day plans ship free.',
  },
  {
    title_tw: '母乳哺育講座報名開始',
    title_en: 'Breastfeeding class: sign-ups open',
    body_tw: '每月第一個週六上午，由國際認證泌乳顧問主講，歡迎準爸媽參加。',
    body_en: 'First Saturday morning of each month, led by our IBCLC lactation consultant. Parents-to-be welcome.',
  },
  {
    title_tw: '春節期間出貨說明',
    title_en: 'Shipping over the Lunar New Year',
    body_tw: '除夕至初五暫停出貨，ATM 轉帳訂單於初六起依序確認。',
    body_en: 'No shipping from New Year’s Eve to the fifth day; ATM payments are confirmed in order from the sixth.',
  },
];

const comments = [
  {
    product: 'lanolin',
    text: '乳頭破皮擦了兩天就好很多，哺乳前不用擦掉很方便。',
    reply: '謝謝媽咪分享！有任何哺乳問題都歡迎詢問泌乳顧問。',
  },
  {
    product: 'sesame-chicken',
    text: '麻油雞不會太油，酒味也完全沒有，很好入口。',
    reply: '感謝回饋，我們的麻油雞都是全酒精揮發烹調喔。',
  },
  { product: 'milk-bags', text: 'The stand-up bags are easy to fill and have not leaked once in the freezer.', reply: null },
  { product: 'belly-band', text: '剖腹產後第三天開始用，下床走路比較不會痛。', reply: '提醒媽咪傷口若有不適請先詢問護理師。' },
  { product: 'muslin', text: '紗布巾洗幾次之後真的越來越軟，寶寶很喜歡。', reply: null },
];

/** Demo shop: categories (two levels), about 200 items in tw and en (the ones sold in sizes and colours as one item with variants) with generated pictures, news and comments. */
export async function seedShop(db: Db) {
  const now = nowIso();
  const categoryIds = new Map<string, number>();
  for (const [i, c] of demoCategories.entries()) {
    const { id } = await db
      .insertInto('category')
      .values({
        name_tw: c.tw,
        name_en: c.en,
        parent_id: c.parent ? categoryIds.get(c.parent)! : null,
        sort_order: i,
        image_url: '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(c.key, id);
  }

  const firstItem = new Map<string, number>();
  let n = 0;
  for (const p of demoProducts) {
    // Sizes and colours: one item, its variants each with their own stock (decision 0024).
    if (p.variants.every((v) => v.options)) {
      const parent = demoCategories.find((c) => c.key === p.category)?.parent;
      const id = await createItem(db, {
        name_tw: p.tw,
        name_en: p.en,
        description_tw: p.descTw,
        description_en: p.descEn,
        price: p.price,
        currency: 'TWD',
        stock: 0,
        images: [`/uploads/demo/${p.key}-0.svg`, `/uploads/demo/${p.key}-3.svg`],
        is_active: true,
        is_featured: false,
        categories: [categoryIds.get(p.category)!, ...(parent ? [categoryIds.get(parent)!] : [])],
        attributes: {},
      });
      let total = 0;
      for (const [v, variant] of p.variants.entries()) {
        n++;
        const stock = n % 17 === 0 ? 0 : n % 11 === 0 ? 2 : 4 + ((n * 37) % 30);
        const price = Math.round((p.price * variant.factor) / 10) * 10;
        total += stock;
        await db
          .insertInto('item_variant')
          .values({
            item_id: id,
            name_tw: variant.tw,
            name_en: variant.en,
            options: JSON.stringify(variant.options),
            sku: `${p.key}-${variant.en.replace(/[^A-Za-z0-9]+/g, '-')}`.toUpperCase(),
            price: price === p.price ? null : price,
            stock,
            sort_order: v,
            is_active: 1,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      await db.updateTable('item').set({ stock: total }).where('id', '=', id).execute();
      firstItem.set(p.key, id);
      continue;
    }
    for (const [v, variant] of p.variants.entries()) {
      n++;
      const parent = demoCategories.find((c) => c.key === p.category)?.parent;
      // A few sold out, a few nearly gone, most comfortably stocked.
      const stock = n % 17 === 0 ? 0 : n % 11 === 0 ? 2 : 8 + ((n * 37) % 90);
      const id = await createItem(db, {
        name_tw: `${p.tw}（${variant.tw}）`,
        name_en: `${p.en} (${variant.en})`,
        description_tw: p.descTw,
        description_en: p.descEn,
        price: Math.round((p.price * variant.factor) / 10) * 10,
        currency: 'TWD',
        stock,
        images: [`/uploads/demo/${p.key}-${v}.svg`],
        is_active: true,
        is_featured: v === 0 && n % 3 === 1,
        categories: [categoryIds.get(p.category)!, ...(parent ? [categoryIds.get(parent)!] : [])],
        attributes: { variant: variant.en },
      });
      if (v === 0) firstItem.set(p.key, id);
    }
  }

  for (const [i, post] of news.entries()) {
    const at = new Date(Date.now() - (news.length - i) * 5 * 86_400_000).toISOString();
    await db
      .insertInto('site_news')
      .values({ ...post, published_at: at, is_published: 1, created_at: at, updated_at: at })
      .execute();
  }

  const customer = await db.selectFrom('app_user').select('id').where('username_key', '=', 'customer').executeTakeFirst();
  const manager = await db.selectFrom('app_user').select('id').where('username_key', '=', 'manager').executeTakeFirst();
  if (!customer) return;
  for (const c of comments) {
    const itemId = firstItem.get(c.product);
    if (!itemId) continue;
    const { id } = await db
      .insertInto('item_comment')
      .values({ item_id: itemId, user_id: customer.id, text: c.text, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (c.reply && manager) {
      await db
        .insertInto('comment_response')
        .values({ comment_id: id, user_id: manager.id, text: c.reply, created_at: now, updated_at: now })
        .execute();
    }
  }
}
