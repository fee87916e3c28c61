import type { PublicCourseResponse } from '@medprep/shared';
import {
  COURSE_MESSAGES,
  COURSE_PURCHASE_POLL_MS,
  COURSE_PURCHASE_POLL_TRIES,
  PAYMENT_MESSAGES,
  POST_PAYMENT_TEXT,
  SYLLABUS_PREVIEW_LESSONS,
  SYLLABUS_PREVIEW_SECTIONS,
} from '@medprep/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, deferred, type Reply, signedInAs } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { learner, publicCourse } from '../test-fixtures';
import CoursePage from './course-page';

const page = (path = '/courses/mrcp-cardiology') =>
  renderRoutes(
    [
      { path: '/courses/:slug', element: <CoursePage /> },
      { path: '/learn/:slug', element: <p>Player page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    path,
  );

/** The course's public page answers `reply`, for a signed-in learner unless `guest`. */
const courseAnswers = (reply: PublicCourseResponse | Reply, { guest = false } = {}) => {
  if (!guest) signedInAs(learner());
  return answer('GET', '/api/courses/mrcp-cardiology', reply);
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('course page', () => {
  it('shows the overview: title, subtitle, description, instructor, level, language, duration, lessons, price', async () => {
    courseAnswers(publicCourse());
    page();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'MRCP Part 1 Cardiology' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Heart failure, arrhythmias and ECGs')).toBeInTheDocument();
    expect(screen.getByText('Everything the MRCP Part 1 asks about the heart.')).toBeInTheDocument();
    expect(screen.getByText('Dr Eleanor Hughes')).toBeInTheDocument();
    const facts = screen.getByRole('complementary', { name: 'Enrolment' });
    expect(within(facts).getByText('Intermediate')).toBeInTheDocument();
    expect(within(facts).getByText('English')).toBeInTheDocument();
    expect(within(facts).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(facts).getByText('6')).toBeInTheDocument();
    expect(within(facts).getByText('£49.00')).toBeInTheDocument();
  });

  it('offers Go to course to an enrolled learner', async () => {
    courseAnswers(publicCourse({ enrolled: true, action: 'go_to_course' }));
    page();
    expect(await screen.findByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      '/learn/mrcp-cardiology',
    );
  });

  it('sends a guest to log in and back to this course', async () => {
    courseAnswers(publicCourse({ signedIn: false, action: 'login' }), { guest: true });
    page('/courses/mrcp-cardiology?ref=home');
    const link = await screen.findByRole('link', { name: 'Log in to enrol' });
    expect(link).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/courses/mrcp-cardiology?ref=home')}`,
    );
  });

  it.each([
    ['enroll_free', 'Enrol for free'],
    ['start_with_membership', 'Start with membership'],
  ] as const)('%s enrols, then opens the player', async (action, label) => {
    courseAnswers(publicCourse({ action }));
    const enrol = answer('POST', '/api/enrollments', { enrollment: {} });
    const user = userEvent.setup();
    const { router } = page();
    await user.click(await screen.findByRole('button', { name: label }));
    expect(await screen.findByText('Player page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/learn/mrcp-cardiology');
    expect(enrol.requests.map((r) => r.body)).toEqual([{ courseId: 'course-1' }]);
  });

  it('sends one enrolment for a double click on Enrol', async () => {
    const held = deferred();
    courseAnswers(publicCourse({ action: 'enroll_free' }));
    const enrolments = answer('POST', '/api/enrollments', async () => {
      await held.promise;
      return { enrollment: {} };
    });
    page();
    const enrol = await screen.findByRole('button', { name: 'Enrol for free' });
    // Two clicks in the same moment, before React or the query library can report the first as pending.
    fireEvent.click(enrol);
    fireEvent.click(enrol);
    await waitFor(() => expect(enrolments.requests).toHaveLength(1));
    fireEvent.click(enrol);
    held.release();
    expect(await screen.findByText('Player page')).toBeInTheDocument();
    expect(enrolments.requests).toHaveLength(1);
  });

  it('sends one checkout for a double click on Buy', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const held = deferred();
    courseAnswers(publicCourse({ action: 'buy' }));
    const checkouts = answer('POST', '/api/me/courses/course-1/checkout', async () => {
      await held.promise;
      return { checkoutUrl: '/pay/cs_1', sessionId: 'cs_1' };
    });
    page();
    const buy = await screen.findByRole('button', { name: 'Buy for £49.00' });
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => expect(checkouts.requests).toHaveLength(1));
    held.release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/cs_1'));
    // On its way to the payment page: further clicks still send nothing.
    fireEvent.click(buy);
    expect(checkouts.requests).toHaveLength(1);
  });

  it('gives a course without a thumbnail a cover with its initials', async () => {
    courseAnswers(publicCourse());
    page();
    const facts = await screen.findByRole('complementary', { name: 'Enrolment' });
    expect(within(facts).getByTestId('course-cover')).toHaveAttribute('data-subject', 'heart');
  });

  it('shows why enrolment was refused', async () => {
    courseAnswers(publicCourse({ action: 'start_with_membership' }));
    answer('POST', '/api/enrollments', apiError(402, 'payment_required', COURSE_MESSAGES.paymentRequired));
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Start with membership' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.paymentRequired);
  });

  it('buys through the checkout, and links to membership when the course is included', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    courseAnswers(publicCourse({ action: 'buy' }));
    const checkouts = answer('POST', '/api/me/courses/course-1/checkout', {
      checkoutUrl: '/pay/cs_1',
      sessionId: 'cs_1',
    });
    const user = userEvent.setup();
    page();
    expect(await screen.findByRole('link', { name: 'or get membership' })).toHaveAttribute(
      'href',
      '/billing/plans',
    );
    await user.click(screen.getByRole('button', { name: 'Buy for £49.00' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/cs_1'));
    expect(checkouts.requests).toHaveLength(1);
  });

  it('offers no membership link when the course is not included, and reports a checkout without a URL', async () => {
    const course = publicCourse({ action: 'buy' });
    course.course.pricing.includedInMembership = false;
    courseAnswers(course);
    answer('POST', '/api/me/courses/course-1/checkout', { sessionId: 'cs_1' });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Buy for £49.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.checkoutNoUrl);
    expect(screen.queryByRole('link', { name: 'or get membership' })).not.toBeInTheDocument();
  });

  it('previews the first sections and lessons, and says how many more there are', async () => {
    const sections = Array.from({ length: SYLLABUS_PREVIEW_SECTIONS + 2 }, (_, s) => ({
      id: `s${s}`,
      title: `Section title ${s + 1}`,
      lessons: Array.from({ length: SYLLABUS_PREVIEW_LESSONS + 3 }, (_, l) => ({
        id: `s${s}l${l}`,
        title: `Lesson ${s + 1}.${l + 1}`,
        type: 'text' as const,
        durationSec: 60,
      })),
    }));
    courseAnswers(publicCourse({}, { sections }));
    page();
    await screen.findByText('Section title 1');
    expect(screen.getAllByText(/^Section title/)).toHaveLength(SYLLABUS_PREVIEW_SECTIONS);
    expect(screen.getAllByText(/^Lesson \d+\.\d+$/)).toHaveLength(
      SYLLABUS_PREVIEW_SECTIONS * SYLLABUS_PREVIEW_LESSONS,
    );
    expect(screen.getAllByText('and 3 more')).toHaveLength(SYLLABUS_PREVIEW_SECTIONS);
    expect(screen.getByText('and 2 more sections')).toBeInTheDocument();
    expect(screen.queryByText('Lesson 1.5')).not.toBeInTheDocument();
  });

  it('after a purchase, polls until the enrolment shows, then offers Go to course', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    courseAnswers(() => {
      calls += 1;
      return calls < 3
        ? publicCourse({ action: 'buy' })
        : publicCourse({ enrolled: true, action: 'go_to_course' });
    });
    page('/courses/mrcp-cardiology?purchase=success&session_id=cs_1');
    expect(await screen.findByText('Confirming your purchase…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy for/ })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(COURSE_PURCHASE_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(COURSE_PURCHASE_POLL_MS));
    expect(await screen.findByRole('link', { name: 'Go to course' })).toBeInTheDocument();
    expect(calls).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(COURSE_PURCHASE_POLL_MS * 3));
    expect(calls).toBe(3);
  });

  it('back from paying and enrolled: the post-payment banner with the receipt and Start the course', async () => {
    courseAnswers(publicCourse({ enrolled: true, action: 'go_to_course' }));
    answer('POST', '/api/purchase/sync', {
      fulfilled: true,
      status: 'fulfilled',
      kind: 'course',
      deepLink: '/learn/mrcp-cardiology',
      purchaseId: 'p-9',
    });
    page('/courses/mrcp-cardiology?purchase=success&session_id=cs_c1');
    const banner = await screen.findByRole('status', { name: POST_PAYMENT_TEXT.title });
    expect(within(banner).getByRole('heading', { name: POST_PAYMENT_TEXT.title })).toHaveFocus();
    expect(within(banner).getByRole('link', { name: 'Start the course' })).toHaveAttribute(
      'href',
      '/learn/mrcp-cardiology',
    );
    expect(await within(banner).findByRole('link', { name: POST_PAYMENT_TEXT.receipt })).toHaveAttribute(
      'href',
      '/me/purchases/p-9/receipt',
    );
  });

  it('shows no post-payment banner on an ordinary visit, nor while the purchase is unconfirmed', async () => {
    courseAnswers(publicCourse({ enrolled: true, action: 'go_to_course' }));
    page();
    await screen.findByRole('link', { name: 'Go to course' });
    expect(screen.queryByText(POST_PAYMENT_TEXT.title)).not.toBeInTheDocument();
  });

  it(`stops polling after ${COURSE_PURCHASE_POLL_TRIES} tries`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    courseAnswers(() => {
      calls += 1;
      return publicCourse({ action: 'buy' });
    });
    page('/courses/mrcp-cardiology?purchase=success');
    await screen.findByText('Confirming your purchase…');
    for (let i = 0; i < COURSE_PURCHASE_POLL_TRIES + 3; i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(COURSE_PURCHASE_POLL_MS));
    }
    expect(calls).toBe(1 + COURSE_PURCHASE_POLL_TRIES);
    expect(screen.queryByText('Confirming your purchase…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy for £49.00' })).toBeInTheDocument();
  });

  it('says when the course does not exist', async () => {
    courseAnswers(apiError(404, 'not_found', COURSE_MESSAGES.notFound));
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.notFound);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the course failed to load', async () => {
    let fail = true;
    courseAnswers(() => (fail ? apiError(500, 'internal', 'x') : publicCourse()));
    const user = userEvent.setup();
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'MRCP Part 1 Cardiology' }),
    ).toBeInTheDocument();
  });
});
