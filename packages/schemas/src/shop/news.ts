import { z } from 'zod';
import { PageQuery, Timestamp } from '../common';

/** The documentation's news post. */
export const newsExample = {
  id: 1,
  title_tw: '春節營業時間',
  title_en: 'Opening hours over the New Year',
  body_tw: '除夕至初三暫停出貨。',
  body_en: "No shipping from New Year's Eve to the third day.",
  published_at: '2026-03-02T01:30:00.000Z',
  is_published: true,
  created_at: '2026-03-02T01:30:00.000Z',
  updated_at: '2026-03-02T01:30:00.000Z',
};

export const News = z
  .object({
    id: z.number().int(),
    title_tw: z.string(),
    title_en: z.string(),
    body_tw: z.string(),
    body_en: z.string(),
    published_at: Timestamp.nullable(),
    is_published: z.boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    id: 'News',
    examples: [newsExample],
  });
export type News = z.infer<typeof News>;

const fields = {
  title_tw: z.string().trim().min(1).max(200),
  title_en: z.string().trim().max(200),
  body_tw: z.string().max(20000),
  body_en: z.string().max(20000),
  published_at: z.iso.datetime({ offset: true }).nullable(),
  is_published: z.boolean(),
};
export const NewsCreate = z.object({
  ...fields,
  title_en: fields.title_en.default(''),
  body_tw: fields.body_tw.default(''),
  body_en: fields.body_en.default(''),
  published_at: fields.published_at.default(null),
  is_published: fields.is_published.default(false),
});
export type NewsCreate = z.infer<typeof NewsCreate>;
export const NewsUpdate = z.object(fields).partial();
export type NewsUpdate = z.infer<typeof NewsUpdate>;
export const NewsListQuery = PageQuery;
