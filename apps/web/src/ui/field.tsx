import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

interface FieldShellProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: (ids: {
    id: string;
    describedBy: string | undefined;
    invalid: boolean;
    /** The props a plain control takes to be wired to the label, hint and error and styled. */
    control: ControlProps;
  }) => ReactNode;
  className?: string;
}

export const inputClass = (invalid = false) =>
  clsx(
    'w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500',
    invalid ? 'border-red-600' : 'border-slate-500 focus:border-brand-700',
  );

interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  className: string;
}

/** A label, the control, a hint and an error, wired for assistive technology. */
export function FieldShell({ label, hint, error, children, className }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);
  const control: ControlProps = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    className: inputClass(invalid),
  };
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy, invalid, control })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A control's own attributes with the label, hint and error FieldShell shows around it. */
export type LabelledProps<A> = A & { label: ReactNode; hint?: ReactNode; error?: string | undefined };

/** A labelled field made from a plain control: `render` gets the wiring props and the control's own. */
export function labelled<A extends { className?: string | undefined }>(
  name: string,
  render: (control: ControlProps, own: Omit<A, 'className' | 'label' | 'hint' | 'error'>) => ReactNode,
) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per control, at module level
  const Labelled = ({ label, hint, error, className, ...own }: LabelledProps<A>) => (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {({ control }) => render(control, own)}
    </FieldShell>
  );
  Labelled.displayName = name;
  return Labelled;
}

export const Field = labelled<InputHTMLAttributes<HTMLInputElement>>('Field', (control, input) => (
  <input {...control} {...input} />
));

export const TextAreaField = labelled<TextareaHTMLAttributes<HTMLTextAreaElement>>(
  'TextAreaField',
  (control, input) => <textarea {...control} rows={4} {...input} />,
);

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

/** A checkbox with its label to the right; `className` goes on the row. */
export function CheckboxField({ label, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-5 rounded border-slate-300 accent-brand-700"
        {...input}
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
