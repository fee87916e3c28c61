import { LIBRARY_MESSAGES } from '@medprep/shared/constants';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { ErrorState } from '../../../ui/states';
import { messageOf } from '../kinds';

/**
 * A library entry that could not be read: 'not found' for a 404 (no retry), otherwise the failure with the
 * server's words and Retry; then the way back.
 */
export function EntryLoadError({
  error,
  notFound,
  onRetry,
  back,
}: {
  error: unknown;
  notFound: string;
  onRetry: () => void;
  back: { to: string; label: string };
}) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="flex flex-col items-center gap-4">
      {missing ? (
        <ErrorState message={notFound} />
      ) : (
        <ErrorState
          message={LIBRARY_MESSAGES.loadFailed}
          detail={messageOf(error, LIBRARY_MESSAGES.unknownError)}
          onRetry={onRetry}
        />
      )}
      <Link to={back.to} className="font-medium text-brand-700 hover:underline">
        {back.label}
      </Link>
    </div>
  );
}
