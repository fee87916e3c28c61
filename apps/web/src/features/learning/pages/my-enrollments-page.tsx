import { COURSE_MESSAGES, MY_COURSES_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useSearchParams } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useMyEnrollments } from '../api';
import { EnrollmentCard } from '../components/enrollment-card';

export default function MyEnrollmentsPage() {
  useTitle(MY_COURSES_TEXT.title);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, refetch } = useMyEnrollments(page);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{MY_COURSES_TEXT.title}</h1>
      <div className="mt-6">
        {isPending ? (
          <LoadingBlock label="Loading your courses…" />
        ) : isError ? (
          <ErrorState message={COURSE_MESSAGES.enrollmentsFailed} onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState
            title={MY_COURSES_TEXT.empty}
            action={<ButtonLink to={paths.courses()}>{MY_COURSES_TEXT.browse}</ButtonLink>}
          >
            {MY_COURSES_TEXT.emptyHint}
          </EmptyState>
        ) : (
          <>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((e) => (
                <EnrollmentCard key={e.enrollmentId} enrollment={e} />
              ))}
            </div>
            <Pager
              page={page}
              hasNextPage={data.meta.hasNextPage}
              onPage={(p) => setParams((prev) => ({ ...Object.fromEntries(prev), page: String(p) }))}
            />
          </>
        )}
      </div>
    </div>
  );
}
