import { DEFAULT_PAGE_SIZE } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { ProgressBar } from '../../../lib/progress-bar';
import { useMyEnrollments } from '../api';

/** The home page's Continue learning row: page 1, limit 12; hidden without enrolments. */
export function ContinueLearningRow() {
  const { data } = useMyEnrollments(1, DEFAULT_PAGE_SIZE);
  const items = data?.items.filter((e) => e.status === 'active') ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="mx-auto max-w-7xl px-4 pt-10">
      <div className="flex items-end justify-between">
        <h2 id="continue-heading" className="text-2xl font-bold text-slate-900">
          Continue learning
        </h2>
        <Link to={paths.myEnrollments()} className="text-sm font-semibold text-brand-700 underline">
          My courses
        </Link>
      </div>
      <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2">
        {items.map((e) => (
          <li key={e.enrollmentId} className="w-72 shrink-0 snap-start">
            <Link
              to={paths.learn(e.course.slug, e.progress.lastLessonId ?? undefined)}
              className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-500"
            >
              <span className="font-semibold text-slate-900">{e.course.title}</span>
              <span className="text-xs text-slate-600">{e.progress.percent}% complete</span>
              <ProgressBar percent={e.progress.percent} label={`${e.course.title} progress`} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
