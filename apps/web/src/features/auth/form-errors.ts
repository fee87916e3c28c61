import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';

/** The first message per field of a failed schema parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Splits a failed request into per-field sentences and one line for the form. */
export function describeError(
  error: unknown,
  fallback: string,
): { fields: Record<string, string>; message: string } {
  if (error instanceof ApiError) return { fields: error.fields, message: error.message || fallback };
  if (error instanceof Error && error.message) return { fields: {}, message: error.message };
  return { fields: {}, message: fallback };
}
