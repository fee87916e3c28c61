import { COURSE_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import { ListScreen, ListView } from '../../../ui/list';
import { usePageAddress } from '../../../ui/list/page-address';
import { useMyEnrollments } from '../api';
import { EnrollmentCard } from '../components/enrollment-card';
import { MY_COURSES_TEXT } from '../content';

/** /me/enrollments 'My courses': the learner's enrolments with their progress, a page at a time. */
export default function MyEnrollmentsPage() {
  useTitle(MY_COURSES_TEXT.title);
  const { filters, pager } = usePageAddress();
  const enrollments = useMyEnrollments(filters.page);

  return (
    <ListScreen title={MY_COURSES_TEXT.title}>
      <ListView
        query={enrollments}
        loadingLabel="Loading your courses…"
        errorMessage={COURSE_MESSAGES.enrollmentsFailed}
        empty={{
          title: MY_COURSES_TEXT.empty,
          body: MY_COURSES_TEXT.emptyHint,
          action: <ButtonLink to={paths.courses()}>{MY_COURSES_TEXT.browse}</ButtonLink>,
        }}
        pager={pager}
        cards={{
          className: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
          as: 'div',
          key: (row) => row.enrollmentId,
          item: (e) => <EnrollmentCard enrollment={e} />,
        }}
      />
    </ListScreen>
  );
}
