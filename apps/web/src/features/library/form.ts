import {
  LibraryBasicsBody as BasicsSchema,
  type LibraryBasicsBody,
  LibraryCreateBody,
  type LibraryEntry,
  type LibraryPricingBody,
  LibraryPricingBody as PricingSchema,
} from '@medprep/shared';
import { z } from 'zod';

/**
 * The editor's form: the shared schemas' fields (title as the create call checks it, basics, pricing), so
 * the form refuses what the server would refuse, with the same sentences.
 */
export const LibraryFormSchema = z.object({
  title: LibraryCreateBody.shape.title,
  category: BasicsSchema.shape.category,
  description: BasicsSchema.shape.description,
  thumbnail: BasicsSchema.shape.thumbnail,
  amountMajor: PricingSchema.shape.amountMajor,
  currency: PricingSchema.shape.currency,
  includedInMembership: z.boolean(),
});
export type LibraryFormValues = z.input<typeof LibraryFormSchema>;

export const emptyLibraryForm = (): LibraryFormValues => ({
  title: '',
  category: '',
  description: '',
  thumbnail: '',
  amountMajor: '0',
  currency: 'GBP',
  includedInMembership: false,
});

export const formFromEntry = (entry: LibraryEntry): LibraryFormValues => ({
  title: entry.title,
  category: entry.category,
  description: entry.description,
  thumbnail: entry.thumbnail ?? '',
  amountMajor: (entry.pricing.amountMinor / 100).toFixed(2),
  currency: entry.pricing.currency,
  includedInMembership: entry.pricing.includedInMembership,
});

/** A thumbnail from our own uploads is sent as its path (`/api/files/public/…`), as the server checks it. */
export function thumbnailPath(url: string): string {
  if (typeof window === 'undefined') return url;
  const origin = window.location.origin;
  return url.startsWith(`${origin}/api/`) ? url.slice(origin.length) : url;
}

export const basicsBody = (values: LibraryFormValues): LibraryBasicsBody => ({
  title: String(values.title ?? '').trim(),
  category: String(values.category ?? '').trim(),
  description: String(values.description ?? ''),
  thumbnail: values.thumbnail ? thumbnailPath(String(values.thumbnail).trim()) : null,
});

export const pricingBody = (values: LibraryFormValues): LibraryPricingBody => ({
  amountMajor: String(values.amountMajor ?? '').trim(),
  currency: values.currency,
  includedInMembership: values.includedInMembership,
});
