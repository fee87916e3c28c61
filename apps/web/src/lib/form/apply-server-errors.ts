import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api-client';

/** Where the form-level line lives in React Hook Form's errors: `formState.errors.root.server`. */
export const FORM_ERROR_KEY = 'root.server' as const;
/** The `type` of a form-level error that should take focus (no field did). */
export const FOCUS_FORM_ERROR = 'server-focus';

/**
 * The form field a server field name belongs to: the name itself when the form has it, else the longest
 * leading part that is an input (the server's `links.3` is the form's `links` when links is typed as text).
 */
function fieldFor(values: unknown, path: string): string | null {
  let node: unknown = values;
  const parts = path.split('.');
  for (const [index, part] of parts.entries()) {
    if (node === null || typeof node !== 'object' || !(part in node)) return null;
    node = (node as Record<string, unknown>)[part];
    if (node === null || typeof node !== 'object') return parts.slice(0, index + 1).join('.');
  }
  return path;
}

/** The first sentence in a field's error, or in the errors under it (a list's items). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * The one place a failed request lands on a form. An `ApiError`'s `fields` whose names are the form's fields
 * (its `defaultValues`; `links.3` lands on a `links` typed as text) go next to those inputs, and focus moves to the first; the rest (the error's message:
 * for an `ApiError` the server's, else the `fallback` the request was made with; for anything else its
 * message, else `fallback`; plus any field the form does not have) becomes the form line, which takes focus
 * when no field did. The line is left out when it only repeats a field's sentence. Returns the form line.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  fallback: string,
): string | null {
  const fields = error instanceof ApiError ? error.fields : {};
  const message =
    error instanceof ApiError
      ? error.message || fallback
      : error instanceof Error && error.message
        ? error.message
        : fallback;

  const values = form.getValues();
  const shown: string[] = [];
  const unplaced: string[] = [];
  const placed = new Set<string>();
  for (const [name, sentence] of Object.entries(fields)) {
    const field = fieldFor(values, name);
    if (field && !placed.has(field)) {
      form.setError(
        field as FieldPath<T>,
        { type: 'server', message: sentence },
        { shouldFocus: !placed.size },
      );
      placed.add(field);
      shown.push(sentence);
    } else if (!field && !unplaced.includes(sentence)) {
      unplaced.push(sentence);
    }
  }

  const lines = shown.includes(message) || unplaced.includes(message) ? unplaced : [message, ...unplaced];
  const line = lines.join(' ');
  if (!line) return null;
  form.setError(FORM_ERROR_KEY as FieldPath<T>, {
    type: shown.length ? 'server' : FOCUS_FORM_ERROR,
    message: line,
  });
  return line;
}
