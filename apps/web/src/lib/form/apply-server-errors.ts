import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api-client';

/** Where the form-level line lives in React Hook Form's errors: `formState.errors.root.server`. */
export const FORM_ERROR_KEY = 'root.server' as const;
/** The `type` of a form-level error that should take focus (no field did). */
export const FOCUS_FORM_ERROR = 'server-focus';

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * The one place a failed request lands on a form. An `ApiError`'s `fields` whose names are the form's fields
 * (its `defaultValues`) go next to those inputs, and focus moves to the first; the rest (the error's message:
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
  for (const [name, sentence] of Object.entries(fields)) {
    if (hasPath(values, name)) {
      form.setError(
        name as FieldPath<T>,
        { type: 'server', message: sentence },
        { shouldFocus: !shown.length },
      );
      shown.push(sentence);
    } else if (!unplaced.includes(sentence)) {
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
