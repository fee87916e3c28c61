import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTitle } from '../../../lib/use-title';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { otherDetail } from '../text';

/** A tutor's page about one thing of theirs: its title, then loading, the failure with Retry, or `children`. */
export function QueryPage<T>({
  title,
  width,
  query,
  loadingLabel,
  failedMessage,
  children,
}: {
  title: string;
  width: 'max-w-3xl' | 'max-w-4xl';
  query: UseQueryResult<T, Error>;
  loadingLabel: string;
  failedMessage: string;
  children: (data: T) => ReactNode;
}) {
  useTitle(title);
  return (
    <div className={`mx-auto ${width} px-4 py-8 sm:py-10`}>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {query.isPending ? (
        <LoadingBlock label={loadingLabel} />
      ) : query.isError ? (
        <ErrorState
          message={failedMessage}
          detail={otherDetail(query.error.message, failedMessage)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
