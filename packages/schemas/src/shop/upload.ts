import { z } from 'zod';

const uploadKinds = ['avatar', 'item'] as const;
export const UploadKind = z.enum(uploadKinds);
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const Uploaded = z.object({ url: z.string(), content_type: z.string(), size: z.number().int() }).meta({
  id: 'Uploaded',
  examples: [{ url: '/uploads/3f9c2a7e41b05d68a1c4e09b72d5f316.png', content_type: 'image/png', size: 20480 }],
});
