import { z } from 'zod';
import { Language } from '../common';
import { CategoryNode } from './category';
import { Item, itemExample } from './item';
import { News, newsExample } from './news';
import { PaymentType } from './order';

/**
 * The sign-in providers this site has configured, with what the web needs to start each (public ids and the
 * providers' script addresses, never a secret); null or false for one that is not configured (no button).
 */
export const SocialSignInConfig = z.object({
  google: z.object({ client_id: z.string(), script_url: z.string() }).nullable(),
  facebook: z.object({ app_id: z.string(), sdk_url: z.string(), version: z.string() }).nullable(),
  /** LINE runs through the server (/api/social/line/start/): only whether it is on. */
  line: z.boolean(),
});

export const Bootstrap = z
  .object({
    site_name_tw: z.string(),
    site_name_en: z.string(),
    config: z.object({ webUrl: z.string(), apiUrl: z.string(), s3Bucket: z.string(), cloudfrontDistributionId: z.string() }),
    languages: z.array(Language),
    payment_types: z.array(PaymentType),
    paypal_client_id: z.string().nullable(),
    /** 'sandbox' means test payments: the UI labels card payment as a test; 'ecpay' pays on ECPay's page. */
    card_provider: z.string(),
    /** 'sandbox' means e-invoices are test numbers from a local test track: the UI labels them as tests. */
    invoice_provider: z.string().optional(),
    /** Who takes card, ATM and store-code payments: the built-in sandbox (demo) or ECPay AIO (PAYMENT_PROVIDER). */
    payment_provider: z.enum(['sandbox', 'ecpay']),
    /** A production server running the sandbox on purpose: every page where a customer pays says no money is taken. */
    test_shop: z.boolean(),
    categories: z.array(CategoryNode),
    social: SocialSignInConfig,
  })
  .meta({
    id: 'Bootstrap',
    examples: [
      {
        site_name_tw: '晨曦產後護理之家',
        site_name_en: 'Dawn Postnatal Care Centre',
        config: {
          webUrl: 'https://centre.example.tw',
          apiUrl: 'https://centre.example.tw/api',
          s3Bucket: '',
          cloudfrontDistributionId: '',
        },
        languages: ['tw' as const, 'en' as const],
        payment_types: ['atm' as const, 'credit_card' as const],
        paypal_client_id: null,
        card_provider: 'sandbox',
        invoice_provider: 'sandbox',
        payment_provider: 'sandbox' as const,
        test_shop: false,
        categories: [
          {
            id: 2,
            name_tw: '嬰兒用品',
            name_en: 'Baby care',
            parent_id: null,
            sort_order: 0,
            image_url: '',
            created_at: '2026-03-02T01:30:00.000Z',
            updated_at: '2026-03-02T01:30:00.000Z',
            children: [],
          },
        ],
        social: {
          google: {
            client_id: '418806453226-7q2pk1f8d3mv5sa9c0r4ht6je2bno3lu.apps.googleusercontent.com',
            script_url: 'https://accounts.google.com/gsi/client',
          },
          facebook: null,
          line: true,
        },
      },
    ],
  });

export const Banner = z.object({ image: z.string(), title_tw: z.string(), title_en: z.string(), link: z.string() });
export const Home = z
  .object({
    banners: z.array(Banner),
    featured_items: z.array(Item),
    newest_items: z.array(Item),
    latest_news: z.array(News),
  })
  .meta({
    id: 'Home',
    examples: [
      {
        banners: [
          {
            image: itemExample.images[0]!,
            title_tw: itemExample.name_tw,
            title_en: itemExample.name_en,
            link: `/items/${itemExample.id}`,
          },
        ],
        featured_items: [itemExample],
        newest_items: [itemExample],
        latest_news: [newsExample],
      },
    ],
  });
