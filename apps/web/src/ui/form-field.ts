import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * The props that bind a Field, TextAreaField or SelectField to a form's field: registered by `name`, with
 * the field's error message.
 */
export function bindField<V extends FieldValues, C, O>(form: UseFormReturn<V, C, O>, name: Path<V>) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return { error: error?.message, ...form.register(name) };
}
