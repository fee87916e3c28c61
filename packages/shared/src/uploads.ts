import { z } from 'zod';

export * from './uploads-constants.ts';

export const UploadResponse = z
  .object({
    url: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
    fileName: z.string(),
    visibility: z.enum(['public', 'private']),
  })
  .meta({ id: 'UploadResponse' });
export type UploadResponse = z.infer<typeof UploadResponse>;
