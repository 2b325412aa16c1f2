import { z } from 'zod';
import { Timestamp } from '../common';
import { COMMENT_MAX } from '../limits';

/** The author as others see them: no email, no role. */
export const Author = z.object({ id: z.number().int(), username: z.string(), display_name: z.string(), avatar_url: z.string() });

const customer = { id: 7, username: 'mei.lin', display_name: '林美', avatar_url: '' };
const responseExample = {
  id: 3,
  comment_id: 12,
  user: { id: 2, username: 'shop.wang', display_name: '王店長', avatar_url: '' },
  text: '謝謝您的支持！建議以冷水手洗，可保持紗布柔軟。',
  created_at: '2026-03-03T02:10:00.000Z',
  updated_at: '2026-03-03T02:10:00.000Z',
};

export const CommentResponse = z
  .object({
    id: z.number().int(),
    comment_id: z.number().int(),
    user: Author,
    /** plain text: the client shows it as text, never as HTML. */
    text: z.string(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'CommentResponse', examples: [responseExample] });
export type CommentResponse = z.infer<typeof CommentResponse>;

export const Comment = z
  .object({
    id: z.number().int(),
    item_id: z.number().int(),
    user: Author,
    text: z.string(),
    responses: z.array(CommentResponse),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    id: 'Comment',
    examples: [
      {
        id: 12,
        item_id: 5,
        user: customer,
        text: '質地很柔軟，寶寶包著睡得很安穩。',
        responses: [responseExample],
        created_at: '2026-03-02T01:30:00.000Z',
        updated_at: '2026-03-02T01:30:00.000Z',
      },
    ],
  });
export type Comment = z.infer<typeof Comment>;

/** Comment and response bodies: 1 to 2000 characters after trimming; stored as plain text. */
export const CommentCreate = z.object({ text: z.string().trim().min(1).max(COMMENT_MAX) });
export const CommentUpdate = CommentCreate;
