import { ApiError } from '../../lib/api-client';
import { COURSE_FORM_FIELD_OF } from './course-form';

/** Errors under `sections`, flattened to the names the curriculum editor reads ("sections.0.lessons.1.title"). */
export function flatErrors(
  node: unknown,
  name: string,
  out: Record<string, string> = {},
): Record<string, string> {
  if (!node || typeof node !== 'object') return out;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) out[name] ??= message;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    flatErrors(value, key === 'root' ? name : `${name}.${key}`, out);
  }
  return out;
}

/** The server's field names on the form's: `amountMajor` is `price`, a lesson's `durationSec` its `durationMin`. */
export function toFormError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !Object.keys(error.fields).length) return error;
  const fields: Record<string, string> = {};
  for (const [name, sentence] of Object.entries(error.fields)) {
    const renamed = COURSE_FORM_FIELD_OF[name] ?? name.replace(/\.durationSec$/, '.durationMin');
    fields[renamed] = sentence;
  }
  return new ApiError(
    error.status,
    { error: error.code as never, message: error.message, fields },
    error.message,
  );
}
