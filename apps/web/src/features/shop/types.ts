import type { Home } from '@pnc/schemas/shop/bootstrap';
import type { CategoryNode } from '@pnc/schemas/shop/category';
import type { Comment, CommentResponse } from '@pnc/schemas/shop/comment';
import type { Item } from '@pnc/schemas/shop/item';
import type { News } from '@pnc/schemas/shop/news';
import type { LineProblem, OrderStatus, PaymentType, PreCheckout } from '@pnc/schemas/shop/order';
import type { z } from 'zod';

/** Answer shapes of the shop API, from the shared schemas (types only: no zod in the pages' code). */
export type ShopItem = Item;
export type CategoryTreeNode = CategoryNode;
export type ItemComment = Comment;
export type ItemResponse = CommentResponse;
export type NewsPost = News;
export type HomeData = z.infer<typeof Home>;
export type PreCheckoutAnswer = z.infer<typeof PreCheckout>;
export type PreCheckoutLine = PreCheckoutAnswer['lines'][number];
export type { LineProblem, OrderStatus, PaymentType };
