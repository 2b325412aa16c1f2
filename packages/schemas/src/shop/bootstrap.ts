import { z } from 'zod';
import { Language } from '../common';
import { CategoryNode } from './category';
import { Item } from './item';
import { News } from './news';
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
  .meta({ id: 'Bootstrap' });

export const Banner = z.object({ image: z.string(), title_tw: z.string(), title_en: z.string(), link: z.string() });
export const Home = z
  .object({
    banners: z.array(Banner),
    featured_items: z.array(Item),
    newest_items: z.array(Item),
    latest_news: z.array(News),
  })
  .meta({ id: 'Home' });
