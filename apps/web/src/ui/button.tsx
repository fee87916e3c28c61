import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref, useState } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex min-h-9 items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-500 bg-white text-slate-800 hover:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'bg-red-600 text-white hover:bg-red-700',
};
const sizes: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

export const buttonClass = (variant: Variant = 'primary', size: Size = 'md', extra?: string) =>
  clsx(base, variants[variant], sizes[size], extra);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /**
   * Busy: a request is under way. The button stays focusable and keeps focus (aria-disabled, not
   * disabled), shows a spinner, says aria-busy, and ignores clicks and submits until it is no longer busy.
   */
  loading?: boolean;
  /** The same as `loading`. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

/**
 * The app's button. While busy (the `loading`/`busy` prop, or while the promise an onClick returns is
 * pending) further clicks do nothing, so a double click never sends a request twice.
 */
export function Button({
  variant,
  size,
  loading,
  busy,
  disabled,
  className,
  children,
  type,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const [running, setRunning] = useState(false);
  const isBusy = Boolean(loading || busy || running);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy) {
      // Also stops a submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    const result = onClick?.(event) as unknown;
    if (isThenable(result)) {
      setRunning(true);
      const done = () => setRunning(false);
      result.then(done, done);
    }
  };
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={buttonClass(variant, size, className)}
      disabled={disabled}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {isBusy && (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant,
  size,
  className,
  ...rest
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
