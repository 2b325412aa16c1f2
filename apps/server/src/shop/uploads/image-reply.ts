import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The 200 of the picture routes: bytes of the image's own type (the JSON serializer never sees them). */
export const imageAnswer = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: z.any().describe('The image bytes') } },
});

/** What every stored file is answered with: its own image type, never sniffed as HTML, never framed or scripted. */
export function imageHeaders(reply: FastifyReply, type: string) {
  return reply
    .type(type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'public, max-age=31536000, immutable');
}
