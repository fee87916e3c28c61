import type { CourseStatus, CourseSummary } from '@medprep/shared';
import { COURSE_MESSAGES, COURSE_STATUSES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { ApiError } from '../../../lib/api-client';
import { CourseThumbnail } from '../../../lib/course-thumbnail';
import { formatPrice } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import {
  ClearFilters,
  type Column,
  editColumn,
  ListScreen,
  ListSearch,
  ListToolbar,
  ListView,
  PictureTitleCell,
  StatusTabs,
  statusColumn,
  updatedColumn,
  useListAddress,
} from '../../../ui/list';
import { useInstructorCourses } from '../api/get-instructor-courses';
import { InstructorsOnly } from '../components/instructors-only';
import { COURSE_STATUS_SCHEME, COURSE_UI_TEXT, STATUS_LABELS } from '../content';
import { instructorSearch, readInstructorFilters } from '../url-filters';

const TABS = [
  { value: undefined, label: 'All' },
  ...COURSE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const price = (course: CourseSummary) => formatPrice(course.pricing.amountMinor, course.pricing.currency);

const COLUMNS: Column<CourseSummary>[] = [
  {
    key: 'course',
    header: 'Course',
    role: 'title',
    cell: (course) => (
      <PictureTitleCell
        picture={
          <CourseThumbnail
            src={course.thumbnail}
            title={course.title}
            courseId={course.id}
            size="sm"
            className="w-20 shrink-0 rounded-md"
          />
        }
        title={course.title}
        detail={`/${course.slug}`}
      />
    ),
  },
  statusColumn((course) => course.status, COURSE_STATUS_SCHEME),
  {
    key: 'price',
    header: 'Price',
    className: 'whitespace-nowrap',
    cell: (course) => (
      <>
        {price(course)}
        {course.pricing.includedInMembership && !course.pricing.isFree && (
          <span className="block text-xs text-slate-600">In membership</span>
        )}
      </>
    ),
  },
  updatedColumn((course) => course.updatedAt),
  editColumn(
    (course) => paths.instructorCourse(course.id),
    (course) => course.title,
  ),
];

export default function InstructorCoursesPage() {
  useTitle('My courses · Instructor');
  const { filters, update, pager, searchProps } = useListAddress(readInstructorFilters, instructorSearch);
  const courses = useInstructorCourses(filters);

  if (courses.error instanceof ApiError && courses.error.status === 403) {
    return (
      <div className="px-4 py-16">
        <InstructorsOnly />
      </div>
    );
  }

  const newCourse = <ButtonLink to={paths.instructorNew()}>New course</ButtonLink>;
  return (
    <ListScreen eyebrow="Instructor" title="My courses" action={newCourse}>
      <ListToolbar>
        <StatusTabs
          tabs={TABS}
          value={filters.status}
          onChange={(status: CourseStatus | undefined) => update({ status })}
        />
        <ListSearch label="Search by title" formLabel="Search your courses" {...searchProps('q')} />
      </ListToolbar>
      <ListView
        query={courses}
        label="Courses"
        loadingLabel="Loading your courses…"
        errorMessage={COURSE_MESSAGES.listFailed}
        errorDetail={(error) => error.message}
        empty={
          filters.status || filters.q
            ? {
                title: COURSE_MESSAGES.noMatches,
                action: <ClearFilters onClear={() => update({ status: undefined, q: undefined })} />,
              }
            : {
                title: COURSE_UI_TEXT.noInstructorCourses,
                body: COURSE_UI_TEXT.createFirstCourse,
                action: newCourse,
              }
        }
        pager={pager}
        table={{ caption: 'Courses', columns: COLUMNS, rowKey: (course) => course.id }}
      />
    </ListScreen>
  );
}
