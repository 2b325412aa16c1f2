import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languages } from '@pnc/schemas/common';
import { Bootstrap, Home } from '@pnc/schemas/shop/bootstrap';
import type { PaymentType } from '@pnc/schemas/shop/order';
import type { SiteNewsTable } from '../../db/shop.table';
import type { Selectable } from 'kysely';
import { allCategories, categoryTree } from './category-repository';
import { ITEM_COLUMNS, withCategories } from './item-repository';
import { noSecurity } from '../../plugins/openapi';
import { socialSignInConfig } from '../../accounts/social-config';

const SITE_NAME_TW = '晨曦產後護理之家';
const SITE_NAME_EN = 'Dawn Postnatal Care Centre';

export const toNews = (r: Selectable<SiteNewsTable>) => ({ ...r, is_published: r.is_published === 1 });

/** GET /api/bootstrap/ and GET /api/home/: what the web shell and the landing page read first. */
export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['shop: site'];

  app.get(
    '/api/bootstrap/',
    {
      schema: {
        security: noSecurity,
        tags,
        summary: 'Initial data: site name, public config, languages, enabled payment types, categories tree',
        response: { 200: Bootstrap },
      },
    },
    async () => {
      const { shop } = app.config;
      const paypal = !!shop.paypal.clientId;
      const ecpay = shop.paymentProvider === 'ecpay';
      // Store codes (cvs) come only from ECPay; the sandbox issues none.
      const payment_types: PaymentType[] = [
        'atm',
        'credit_card',
        ...(ecpay ? (['cvs'] as const) : []),
        ...(paypal ? (['paypal'] as const) : []),
      ];
      return {
        site_name_tw: SITE_NAME_TW,
        site_name_en: SITE_NAME_EN,
        config: app.config.public,
        languages: [...languages],
        payment_types,
        paypal_client_id: shop.paypal.clientId ?? null,
        invoice_provider: shop.invoice.provider,
        card_provider: ecpay ? 'ecpay' : shop.cardProvider,
        payment_provider: shop.paymentProvider,
        test_shop: shop.testShop,
        categories: categoryTree(await allCategories(app.db)),
        social: socialSignInConfig(app.config.social),
      };
    },
  );

  app.get(
    '/api/home/',
    {
      schema: {
        security: noSecurity,
        tags,
        summary: 'Landing page: banners, featured items (8), newest items (8), latest published news (5)',
        response: { 200: Home },
      },
    },
    async () => {
      const active = app.db.selectFrom('item').select(ITEM_COLUMNS).where('item.is_active', '=', 1);
      const [featured, newest, news] = await Promise.all([
        active.where('is_featured', '=', 1).orderBy('sold_count', 'desc').orderBy('id').limit(8).execute(),
        active.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(8).execute(),
        app.db
          .selectFrom('site_news')
          .selectAll()
          .where('is_published', '=', 1)
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(5)
          .execute(),
      ]);
      const featuredItems = await withCategories(app.db, featured);
      return {
        // Banners are the featured items' pictures: the catalogue is the one place a manager edits.
        banners: featuredItems.slice(0, 3).map((i) => ({
          image: i.images[0] ?? '',
          title_tw: i.name_tw,
          title_en: i.name_en,
          link: `/items/${i.id}`,
        })),
        featured_items: featuredItems,
        newest_items: await withCategories(app.db, newest),
        latest_news: news.map(toNews),
      };
    },
  );
}
