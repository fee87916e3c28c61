import type { PublicCourseResponse } from '@medprep/shared';
import {
  COURSE_MESSAGES,
  COURSE_PURCHASE_POLL_MS,
  COURSE_PURCHASE_POLL_TRIES,
  countLabel,
  POST_PAYMENT_TEXT,
  youtubeEmbedUrl,
  youtubeVideoId,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { CourseThumbnail } from '../../../lib/course-thumbnail';
import { formatDate, formatDuration, formatLanguage, formatPrice, levelLabel } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { ErrorState, Skeleton } from '../../../ui/states';
import { PostPaymentBanner, useReturnedCheckout } from '../../payments';
import { ReviewSection } from '../../reviews';
import { useCourse } from '../api/get-course';
import { CourseAction } from '../components/course-action';
import { Rating } from '../components/course-card';
import { SyllabusPreview } from '../components/syllabus-preview';
import { COURSE_UI_TEXT, STATUS_LABELS } from '../content';

export default function CoursePage() {
  const { slug = '' } = useParams();
  // One page per course: the purchase-return state starts again when the slug changes.
  return <CourseView key={slug} slug={slug} />;
}

function CourseView({ slug }: { slug: string }) {
  const [params] = useSearchParams();
  // Read once: the purchase watcher removes `purchase` and `session_id` from the address after syncing.
  const [purchaseReturn] = useState(() => params.get('purchase') === 'success');
  const returnedCheckout = useReturnedCheckout();
  const [tries, setTries] = useState(0);
  const { data, isPending, isError, error, refetch } = useCourse(slug);
  useTitle(data?.course.title ?? 'Course');

  const confirming =
    purchaseReturn && data !== undefined && !data.viewer.enrolled && tries < COURSE_PURCHASE_POLL_TRIES;
  useEffect(() => {
    if (!confirming) return;
    const timer = setInterval(() => {
      setTries((n) => n + 1);
      void refetch();
    }, COURSE_PURCHASE_POLL_MS);
    return () => clearInterval(timer);
  }, [confirming, refetch]);

  if (isPending) return <CourseSkeleton />;
  if (isError) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        {missing ? (
          <ErrorState message={COURSE_MESSAGES.notFound} />
        ) : (
          <ErrorState message={COURSE_MESSAGES.loadFailed} onRetry={() => void refetch()} />
        )}
        <p className="mt-6 text-center">
          <Link
            to={paths.courses()}
            className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
          >
            Browse all courses
          </Link>
        </p>
      </div>
    );
  }

  const unconfirmed = purchaseReturn && !confirming && !data.viewer.enrolled;
  return (
    <CourseOverview
      answer={data}
      confirming={confirming}
      unconfirmed={unconfirmed}
      paidSession={data.viewer.enrolled ? returnedCheckout : null}
    />
  );
}

function CourseOverview({
  answer,
  confirming,
  unconfirmed,
  paidSession,
}: {
  answer: PublicCourseResponse;
  confirming: boolean;
  unconfirmed: boolean;
  /** Back from a paid checkout and enrolled: the checkout session, for the post-payment banner. */
  paidSession: string | null;
}) {
  const { course, viewer } = answer;
  const videoId = youtubeVideoId(course.promoVideoUrl);
  const price = formatPrice(course.pricing.amountMinor, course.pricing.currency);

  return (
    <article aria-labelledby="course-title">
      {paidSession && (
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-2">
          <PostPaymentBanner
            kind="course"
            sessionId={paidSession}
            next={{ label: POST_PAYMENT_TEXT.next.course, to: paths.learn(course.slug) }}
          />
        </div>
      )}
      <header className="bg-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 lg:grid lg:min-h-56 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
          <div className="flex min-w-0 flex-col gap-4">
            <nav aria-label="Breadcrumb" className="text-sm text-slate-300">
              <ol className="flex flex-wrap items-center gap-2">
                <li>
                  <Link
                    to={paths.courses()}
                    className="inline-flex min-h-6 items-center hover:text-white hover:underline"
                  >
                    Courses
                  </Link>
                </li>
                {course.category && (
                  <li className="flex items-center gap-2">
                    <span aria-hidden>/</span>
                    <Link
                      to={paths.courses({ category: course.category })}
                      className="inline-flex min-h-6 items-center hover:text-white hover:underline"
                    >
                      {course.category}
                    </Link>
                  </li>
                )}
              </ol>
            </nav>
            {course.status !== 'published' && (
              <p className="w-fit rounded-lg bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
                {STATUS_LABELS[course.status]}: {COURSE_UI_TEXT.notPublishedYet.toLowerCase()}
              </p>
            )}
            <h1 id="course-title" className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
              {course.title}
            </h1>
            {course.subtitle && <p className="text-lg text-slate-200">{course.subtitle}</p>}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-200">
              <Rating average={course.ratingAvg} count={course.ratingCount} onDark />
              <span>{countLabel(course.enrollmentCount, 'learner')}</span>
              <span>
                Created by <span className="font-semibold text-white">{course.instructor.name}</span>
              </span>
              {course.publishedAt && <span>Published {formatDate(course.publishedAt)}</span>}
            </div>
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <aside
          aria-label="Enrolment"
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:-mt-48 lg:self-start"
        >
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg lg:sticky lg:top-20">
            {videoId ? (
              <iframe
                src={youtubeEmbedUrl(videoId)}
                title={`${course.title}: preview video`}
                className="aspect-video w-full"
                allow="accelerometer; encrypted-media; picture-in-picture"
                allowFullScreen
                loading="lazy"
              />
            ) : (
              <CourseThumbnail src={course.thumbnail} title={course.title} courseId={course.id} />
            )}
            <div className="flex flex-col gap-4 p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-3xl font-bold text-slate-900">{price}</p>
                {course.pricing.includedInMembership && !course.pricing.isFree && (
                  <Badge tone="brand">{COURSE_UI_TEXT.includedInMembership}</Badge>
                )}
              </div>
              {confirming ? (
                <p
                  role="status"
                  className="flex items-center justify-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800"
                >
                  <span
                    aria-hidden
                    className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                  />
                  {COURSE_UI_TEXT.confirmingPurchase}
                </p>
              ) : (
                <CourseAction course={course} viewer={viewer} />
              )}
              {unconfirmed && (
                <p role="status" className="text-sm text-slate-600">
                  {COURSE_UI_TEXT.purchaseNotConfirmed}
                </p>
              )}
              {viewer.owner && (
                <ButtonLink to={paths.instructorCourse(course.id)} variant="secondary" className="w-full">
                  Edit course
                </ButtonLink>
              )}
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm">
                <dt className="text-slate-500">Level</dt>
                <dd className="text-right font-medium text-slate-900">{levelLabel(course.level)}</dd>
                <dt className="text-slate-500">Language</dt>
                <dd className="text-right font-medium text-slate-900">{formatLanguage(course.language)}</dd>
                <dt className="text-slate-500">Duration</dt>
                <dd className="text-right font-medium text-slate-900">
                  {formatDuration(course.totalDurationSec)}
                </dd>
                <dt className="text-slate-500">Lessons</dt>
                <dd className="text-right font-medium text-slate-900">{course.lessonCount}</dd>
                <dt className="text-slate-500">Access</dt>
                <dd className="text-right font-medium text-slate-900">Lifetime</dd>
              </dl>
            </div>
          </div>
        </aside>

        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold text-slate-900">
              About this course
            </h2>
            <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700">
              {(course.description || course.subtitle || '')
                .split(/\n{2,}/)
                .filter(Boolean)
                .map((paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
                  <p key={index} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
            </div>
            {course.tags.length > 0 && (
              <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
                {course.tags.map((tag) => (
                  <li key={tag}>
                    <Badge>{tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="syllabus-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="syllabus-heading" className="text-xl font-bold text-slate-900">
                Course content
              </h2>
              <p className="text-sm text-slate-600">
                {countLabel(course.sections.length, 'section')} · {countLabel(course.lessonCount, 'lesson')} ·{' '}
                {formatDuration(course.totalDurationSec)}
              </p>
            </div>
            <div className="mt-4">
              <SyllabusPreview sections={course.sections} />
            </div>
          </section>
          <ReviewSection kind="course" itemId={course.id} />
        </div>
      </div>
    </article>
  );
}

function CourseSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading the course…</span>
      <div className="bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10">
          <Skeleton className="h-4 w-40 bg-slate-700" />
          <Skeleton className="h-9 w-3/4 bg-slate-700" />
          <Skeleton className="h-5 w-1/2 bg-slate-700" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton className="h-80 w-full" />
      </div>
    </div>
  );
}
