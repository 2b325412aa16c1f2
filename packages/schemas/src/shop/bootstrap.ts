import { z } from 'zod';
import { Language } from '../common';
import { CategoryNode } from './category';
import { Item } from './item';
import { News } from './news';
import { PaymentType } from './order';

export const Bootstrap = z
  .object({
    site_name_tw: z.string(),
    site_name_en: z.string(),
    config: z.object({ webUrl: z.string(), apiUrl: z.string(), s3Bucket: z.string(), cloudfrontDistributionId: z.string() }),
    languages: z.array(Language),
    payment_types: z.array(PaymentType),
    paypal_client_id: z.string().nullable(),
    /** 'sandbox' means test payments: the UI labels card payment as a test. */
    card_provider: z.string(),
    categories: z.array(CategoryNode),
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
