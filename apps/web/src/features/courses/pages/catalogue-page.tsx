import {
  COURSE_LEVELS,
  COURSE_MESSAGES,
  COURSE_SEARCH_DEBOUNCE_MS,
  COURSE_SORTS,
  SEARCH_PLACEHOLDER,
} from '@medprep/shared/constants';
import { levelLabel } from '../../../lib/format';
import { useSearchText } from '../../../lib/use-search-text';
import { useTitle } from '../../../lib/use-title';
import { cardClass } from '../../../ui/card';
import { CheckboxField } from '../../../ui/field';
import {
  ClearFilters,
  FilterSelect,
  ListScreen,
  ListView,
  SearchField,
  useListAddress,
} from '../../../ui/list';
import { useCategories } from '../api/get-categories';
import { useCourses } from '../api/get-courses';
import { CourseCard } from '../components/course-card';
import { COURSE_UI_TEXT, SORT_LABELS } from '../content';
import { catalogueSearch, readCatalogueFilters } from '../url-filters';

const LEVEL_OPTIONS = [
  { value: '' as const, label: 'All levels' },
  ...COURSE_LEVELS.map((level) => ({ value: level, label: levelLabel(level) })),
];
const SORT_OPTIONS = COURSE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** /courses: the public catalogue with search, level, category, sort and Free only, all in the address. */
export default function CataloguePage() {
  useTitle('Courses');
  const { filters, update } = useListAddress(readCatalogueFilters, catalogueSearch);
  const courses = useCourses(filters);
  const categories = useCategories();
  const search = useSearchText(
    filters.q ?? '',
    (q) => update({ q: q || undefined }, { replace: true }),
    COURSE_SEARCH_DEBOUNCE_MS,
  );
  const filtered = Boolean(filters.q || filters.level || filters.isFree || filters.category);
  const categoryNames = categories.data ?? [];
  // A category named by the address but not (or not yet) among the categories is still shown as chosen.
  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...[
      ...categoryNames,
      ...(filters.category && !categoryNames.includes(filters.category) ? [filters.category] : []),
    ].map((name) => ({ value: name, label: name })),
  ];

  return (
    <ListScreen
      title="Courses"
      intro="Revision courses for PLAB, UKMLA, MRCP, MRCS and USMLE, written by UK clinicians."
    >
      <form
        aria-label="Filter courses"
        onSubmit={(event) => {
          event.preventDefault();
          search.flush();
        }}
        className={cardClass(
          'grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end',
        )}
      >
        <SearchField
          label="Search courses"
          search={search}
          placeholder={SEARCH_PLACEHOLDER}
          className="col-span-2 lg:col-span-1"
        />
        <FilterSelect
          label="Level"
          value={filters.level ?? ''}
          options={LEVEL_OPTIONS}
          onChange={(level) => update({ level: level || undefined })}
          width=""
        />
        <FilterSelect
          label="Category"
          value={filters.category ?? ''}
          options={categoryOptions}
          onChange={(category) => update({ category: category || undefined })}
          width=""
        />
        <FilterSelect
          label="Sort by"
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => update({ sort })}
          width=""
        />
        <CheckboxField
          label={COURSE_UI_TEXT.freeOnly}
          checked={filters.isFree === true}
          onChange={(event) => update({ isFree: event.target.checked ? true : undefined })}
          className="min-h-10 whitespace-nowrap lg:pb-0.5"
        />
      </form>
      <ListView
        query={courses}
        label="Results"
        loadingLabel="Loading courses…"
        errorMessage={COURSE_MESSAGES.listFailed}
        empty={{
          title: COURSE_MESSAGES.noMatches,
          action: filtered ? (
            <ClearFilters
              onClear={() =>
                update({ q: undefined, level: undefined, isFree: undefined, category: undefined })
              }
            />
          ) : undefined,
        }}
        pager={{
          page: filters.page,
          hasNextPage: (data) => data.meta.hasNextPage,
          onPage: (page) => update({ page }),
        }}
        cards={{
          className: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
          li: 'flex',
          item: (course) => <CourseCard course={course} />,
        }}
      />
    </ListScreen>
  );
}
