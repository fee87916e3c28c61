import { z } from 'zod';
import { limitParam, pageParam, pathId, queryEnum } from '../fields/schemas.ts';
import { MAIL_STATES, OUTBOX_PAGE_SIZE } from './copy.ts';

export type MailState = (typeof MAIL_STATES)[number];

export const MailState = z.enum(MAIL_STATES);

export const AdminOutboxQuery = z.object({
  state: queryEnum(MAIL_STATES, 'State'),
  page: pageParam(),
  limit: limitParam(OUTBOX_PAGE_SIZE),
});
export type AdminOutboxQuery = z.input<typeof AdminOutboxQuery>;

export const OutboxMail = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    template: z.string(),
    text: z.string(),
    state: MailState,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof OutboxMail>;

export const AdminOutboxResponse = z
  .object({
    items: z.array(OutboxMail),
    meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
  })
  .meta({ id: 'AdminOutboxResponse' });
export type AdminOutboxResponse = z.infer<typeof AdminOutboxResponse>;

export const OutboxMailParams = z.object({ id: pathId('Mail id') });
