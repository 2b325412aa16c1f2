import { z } from 'zod';
import { Timestamp } from '../common';
import { COMMENT_MAX } from '../limits';

/** The author as others see them: no email, no role. */
export const Author = z.object({ id: z.number().int(), username: z.string(), display_name: z.string(), avatar_url: z.string() });

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
  .meta({ id: 'CommentResponse' });
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
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof Comment>;

/** Comment and response bodies: 1 to 2000 characters after trimming; stored as plain text. */
export const CommentCreate = z.object({ text: z.string().trim().min(1).max(COMMENT_MAX) });
export const CommentUpdate = CommentCreate;
