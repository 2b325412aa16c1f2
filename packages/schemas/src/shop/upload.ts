import { z } from 'zod';

const uploadKinds = ['avatar', 'item'] as const;
export const UploadKind = z.enum(uploadKinds);
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const Uploaded = z.object({ url: z.string(), content_type: z.string(), size: z.number().int() }).meta({ id: 'Uploaded' });
