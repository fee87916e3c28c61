import { RETRY_LABEL } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './button';
import { LoadingBlock } from './loading';

export { LoadingBlock, Skeleton } from './loading';

export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {children && <div className="text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

export function ErrorState({
  message,
  detail,
  onRetry,
  retryLabel = RETRY_LABEL,
}: {
  message: ReactNode;
  detail?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <p className="font-semibold text-red-800">{message}</p>
      {detail && <p className="text-sm text-red-700">{detail}</p>}
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

/**
 * A page's state while its query has no data to show: the skeleton while loading, else the error (with
 * Retry unless `retry` is false, and `children` under it), in a centred column `width` wide.
 */
/** The error's own message when it says something more than the headline shown above it. */
export const ownDetail = (error: Error, headline: ReactNode) =>
  error.message && error.message !== headline ? error.message : undefined;

export function QueryFallback({
  query,
  width = 'max-w-3xl',
  errorWidth = width,
  loadingLabel,
  errorMessage,
  errorDetail,
  serverDetail,
  retry = true,
  children,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  width?: string;
  errorWidth?: string;
  loadingLabel: string;
  errorMessage: ReactNode;
  errorDetail?: (error: Error) => ReactNode;
  /** Shows the error's own message under the headline when it says something more. */
  serverDetail?: boolean;
  retry?: boolean;
  children?: ReactNode;
}) {
  const { error } = query;
  if (query.isPending || !error)
    return (
      <div className={clsx('mx-auto px-4 py-10', width)}>
        <LoadingBlock label={loadingLabel} />
      </div>
    );
  return (
    <div className={clsx('mx-auto px-4 py-10', errorWidth)}>
      <ErrorState
        message={errorMessage}
        detail={serverDetail ? ownDetail(error, errorMessage) : errorDetail?.(error)}
        onRetry={retry ? () => void query.refetch() : undefined}
      />
      {children}
    </div>
  );
}
