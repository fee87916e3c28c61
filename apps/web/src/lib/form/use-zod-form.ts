import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import {
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from './apply-server-errors';

/** Any zod schema whose input is a record of fields (what a form edits). */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodFormOptions<S extends FormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
>;

export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * A React Hook Form bound to a shared zod schema (the one the server validates with).
 *
 * One error per field (the schema's first), shown when the field is left or the form is submitted; after a
 * submit, an error clears as soon as the value is fixed. On a failed submit, focus goes to the first invalid
 * field. Give `defaultValues` for every field: `applyServerErrors` uses them to know which names are inputs.
 */
export function useZodForm<S extends FormSchema>(schema: S, options: ZodFormOptions<S> = {}): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    criteriaMode: 'firstError',
    shouldFocusError: true,
    ...options,
    // The resolver's overloads cannot follow a generic schema; its types are the schema's input and output.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
  });
}

export interface RequestOptions {
  /** The form line when the request fails without a message of its own. */
  fallback: string;
  /** Which request is running, for `pending` (e.g. 'approve' or 'reject'); 'submit' unless told. */
  key?: string;
}

export interface FormRequests<TOutput> {
  /**
   * A handler for `<form onSubmit>` or a button's `onClick`: validates with the schema, then runs `action`
   * with the parsed values (zod's output: trimmed, coerced). Its failure goes through `applyServerErrors`.
   */
  submit: (
    action: (values: TOutput) => unknown,
    options: RequestOptions,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Runs a request that needs no validation (Google sign-in) under the same rules. */
  run: <T>(action: () => Promise<T>, options: RequestOptions) => Promise<T | undefined>;
  /** The key of the request running, or false. */
  pending: string | false;
}

/**
 * The requests a form starts, one at a time: while one runs, every further submit or `run` is ignored (a
 * double click sends one request) and `pending` names it, for the button's busy state.
 */
export function useFormRequests<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
): FormRequests<TOutput> {
  const running = useRef(false);
  const [pending, setPending] = useState<string | false>(false);

  const guarded = useCallback(async <T>(key: string, body: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(key);
    try {
      return await body();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  const run = useCallback(
    <T>(action: () => Promise<T>, { fallback, key = 'submit' }: RequestOptions) =>
      guarded(key, async () => {
        form.clearErrors('root');
        try {
          return await action();
        } catch (error) {
          applyServerErrors(form, error, fallback);
          return undefined;
        }
      }),
    [form, guarded],
  );

  const submit = useCallback(
    (action: (values: TOutput) => unknown, { fallback, key = 'submit' }: RequestOptions) =>
      async (event?: BaseSyntheticEvent) => {
        event?.preventDefault();
        if (running.current) return;
        await guarded(key, () =>
          form.handleSubmit(async (values) => {
            try {
              await action(values);
            } catch (error) {
              applyServerErrors(form, error, fallback);
            }
          })(event),
        );
      },
    [form, guarded],
  );

  return { submit, run, pending };
}
