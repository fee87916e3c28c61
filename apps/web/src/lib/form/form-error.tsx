import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { FOCUS_FORM_ERROR } from './apply-server-errors';

/**
 * The form's error line (`formState.errors.root.server`), announced with role="alert". It takes focus when
 * `applyServerErrors` placed no error on a field, so keyboard and screen-reader users land on it.
 */
export function FormError<T extends FieldValues>({
  control,
  className,
}: {
  control: Control<T, unknown, unknown>;
  className?: string;
}) {
  const { errors } = useFormState({ control });
  const error = errors.root?.server;
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error?.type === FOCUS_FORM_ERROR) ref.current?.focus();
  }, [error]);
  if (!error?.message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={clsx('rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800', className)}
    >
      {error.message}
    </p>
  );
}
