import { ROUTER_OK_TEXT } from '@medprep/shared/constants';
import { Navigate, type RouteObject } from 'react-router';
import { withQueries } from '../lib/with-queries';
import { RequireAuth } from './guard';
import { paths } from './paths';

/** A page's module; one that fetches nothing itself says so (`noQueryProvider`: the home page). */
type PageModule = { default: React.ComponentType; noQueryProvider?: boolean };
type Loader = () => Promise<PageModule>;

/**
 * A lazy page. It renders inside the query provider, whose code (with the query library) loads beside the
 * page's own, unless the page says it needs none: then the library stays out of its first load
 * (docs/decisions/320).
 */
const page = (load: Loader, guarded = false): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const module = await load();
    const { default: Component } = module.noQueryProvider ? module : await withQueries(async () => module)();
    return {
      Component: guarded
        ? () => (
            <RequireAuth>
              <Component />
            </RequireAuth>
          )
        : Component,
    };
  },
});

/** What a route says about itself, read from the matched route's handle. */
export interface RouteHandle {
  /**
   * Drawn without the site's shell (top bar, menus, bell, footer): the focused exam screen, whose page
   * brings its own slim bar (layout.tsx reads it).
   */
  layout?: 'focused';
  /**
   * A public page the server never paints: it shows times in the viewer's zone, which the server does not
   * know. The build's route map carries the flag to the server (first-paint/route-map.ts), which then sends
   * the page without asking its renderer; the browser renders it.
   */
  serverRender?: false;
}
const focused: { handle: RouteHandle } = { handle: { layout: 'focused' } };

/**
 * The pages: every route of both documents' tables, as its module lands. The navigation shows an entry
 * only when its address matches one of these (nav-items.ts `isBuilt`), so entries appear as routes land.
 * The full router (routes.tsx) puts them in the layout with the catch-all.
 *
 * The build reads this list to map each public route to its page's chunks (first-paint/route-map.ts): keep
 * each entry an object literal with a literal `path` (or `index: true`) and one `page(() => import('…'))`.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/home/pages/home-page')) },
  { path: 'login', ...page(() => import('../features/auth/pages/login-page')) },
  { path: 'register', ...page(() => import('../features/auth/pages/register-page')) },
  { path: '_ping', element: <p className="p-8 text-center text-lg font-semibold">{ROUTER_OK_TEXT}</p> },
  { path: 'courses', ...page(() => import('../features/courses/pages/catalogue-page')) },
  { path: 'courses/:slug', ...page(() => import('../features/courses/pages/course-page')) },
  {
    path: 'me/enrollments',
    ...page(() => import('../features/learning/pages/my-enrollments-page'), true),
  },
  { path: 'learn/:slug', ...page(() => import('../features/learning/pages/player-page'), true) },
  {
    path: 'instructor',
    ...page(() => import('../features/dashboards/pages/instructor-dashboard-page'), true),
  },
  { path: 'instructor/new', ...page(() => import('../features/courses/pages/course-editor-page'), true) },
  {
    path: 'instructor/courses',
    ...page(() => import('../features/courses/pages/instructor-courses-page'), true),
  },
  {
    path: 'instructor/courses/:id',
    ...page(() => import('../features/courses/pages/course-editor-page'), true),
  },
  {
    path: 'instructor/courses/:id/edit',
    ...page(() => import('../features/courses/pages/course-editor-page'), true),
  },
  { path: 'billing/plans', ...page(() => import('../features/membership/pages/plans-page')) },
  {
    path: 'billing/success',
    ...page(() => import('../features/membership/pages/billing-success-page'), true),
  },
  {
    path: 'billing/cancel',
    ...page(() => import('../features/membership/pages/billing-cancel-page'), true),
  },
  { path: 'pay/:sessionId', ...page(() => import('../features/payments/pages/pay-page')) },
  { path: 'teach', ...page(() => import('../features/applications/pages/teach-page'), true) },
  {
    path: 'me/instructor/application',
    ...page(() => import('../features/applications/pages/my-application-page'), true),
  },
  { path: 'admin', ...page(() => import('../features/applications/pages/admin-home-page'), true) },
  {
    path: 'admin/instructors/applications',
    ...page(() => import('../features/applications/pages/admin-applications-page'), true),
  },
  {
    path: 'admin/instructors/applications/:id',
    ...page(() => import('../features/applications/pages/admin-application-page'), true),
  },
  { path: 'discussions', ...page(() => import('../features/discussions/pages/discussions-page'), true) },
  { path: 'discussions/ask', ...page(() => import('../features/discussions/pages/ask-page'), true) },
  { path: 'discussions/:id', ...page(() => import('../features/discussions/pages/question-page'), true) },
  {
    path: 'live',
    ...page(() => import('../features/live/pages/live-list-page')),
    handle: { serverRender: false } satisfies RouteHandle,
  },
  {
    path: 'live/:id',
    ...page(() => import('../features/live/pages/live-detail-page')),
    handle: { serverRender: false } satisfies RouteHandle,
  },
  { path: 'live/:id/edit', ...page(() => import('../features/live/pages/live-editor-page'), true) },
  { path: 'instructor/live', ...page(() => import('../features/live/pages/instructor-live-page'), true) },
  { path: 'instructor/live/new', ...page(() => import('../features/live/pages/live-editor-page'), true) },
  { path: 'billing/live/success', ...page(() => import('../features/live/pages/live-success-page'), true) },
  { path: 'billing/live/cancel', ...page(() => import('../features/live/pages/live-cancel-page')) },
  { path: 'live-sessions', element: <Navigate to={paths.live()} replace /> },
  { path: 'events', element: <Navigate to={paths.live()} replace /> },
  { path: 'forgot-password', ...page(() => import('../features/accounts/pages/forgot-password-page')) },
  { path: 'reset-password', ...page(() => import('../features/accounts/pages/reset-password-page')) },
  { path: 'confirm-email', ...page(() => import('../features/accounts/pages/confirm-email-page')) },
  { path: 'me/account', ...page(() => import('../features/accounts/pages/account-page'), true) },
  { path: 'me/purchases', ...page(() => import('../features/payments/pages/purchases-page'), true) },
  {
    path: 'me/certificates',
    ...page(() => import('../features/certificates/pages/my-certificates-page'), true),
  },
  {
    path: 'certificates/:code',
    ...page(() => import('../features/certificates/pages/certificate-page')),
    // Shown to anyone, with the revoke form for a signed-in admin: the browser renders it.
    handle: { serverRender: false } satisfies RouteHandle,
  },
  {
    path: 'me/purchases/:id/receipt',
    ...page(() => import('../features/payments/pages/receipt-page'), true),
  },
  { path: 'admin/outbox', ...page(() => import('../features/accounts/pages/admin-outbox-page'), true) },
  { path: 'admin/users', ...page(() => import('../features/accounts/pages/admin-users-page'), true) },
  { path: 'admin/audit', ...page(() => import('../features/audit/pages/admin-audit-page'), true) },
  { path: 'admin/reviews', ...page(() => import('../features/reviews/pages/admin-reviews-page'), true) },
  { path: 'quizzes', ...page(() => import('../features/quizzes/pages/catalogue-page')) },
  {
    path: 'quizzes/attempts',
    ...page(() => import('../features/quizzes/pages/attempts-page'), true),
  },
  {
    path: 'quizzes/attempts/:attemptId',
    ...page(() => import('../features/quizzes/pages/results-page'), true),
  },
  { path: 'quizzes/:slug', ...page(() => import('../features/quizzes/pages/detail-page')) },
  {
    path: 'quizzes/:slug/play',
    ...page(() => import('../features/quizzes/pages/play-page'), true),
    ...focused,
  },
  {
    path: 'quizzes/:slug/practice',
    ...page(() => import('../features/quizzes/pages/practice-page'), true),
  },
  {
    path: 'learn/quizzes/:quizId',
    ...page(() => import('../features/quizzes/pages/learn-quiz-page'), true),
  },
  {
    path: 'learn/quizzes/:quizId/play',
    ...page(() => import('../features/quizzes/pages/learn-play-page'), true),
    ...focused,
  },
  { path: 'mocks', ...page(() => import('../features/quizzes/pages/mocks-page'), true) },
  { path: 'qbank', ...page(() => import('../features/qbank/pages/build-page'), true) },
  { path: 'qbank/plan', ...page(() => import('../features/qbank/pages/plan-page'), true) },
  { path: 'qbank/sessions/:id', ...page(() => import('../features/qbank/pages/session-page'), true) },
  { path: 'me/progress', ...page(() => import('../features/progress/pages/progress-page'), true) },
  {
    path: 'instructor/quizzes',
    ...page(() => import('../features/quizzes/pages/instructor-quizzes-page'), true),
  },
  {
    path: 'instructor/quizzes/new',
    ...page(() => import('../features/quizzes/pages/new-quiz-page'), true),
  },
  {
    path: 'instructor/quizzes/:id',
    ...page(() => import('../features/quizzes/pages/instructor-quiz-redirect'), true),
  },
  {
    path: 'instructor/quizzes/:id/questions',
    ...page(() => import('../features/quizzes/pages/builder-page'), true),
  },
  {
    path: 'instructor/question-reports',
    ...page(() => import('../features/question-reports/pages/question-reports-page'), true),
  },
  {
    path: 'instructor/quizzes/:id/statistics',
    ...page(() => import('../features/quizzes/pages/statistics-page'), true),
  },
  { path: 'tutors', ...page(() => import('../features/tutors/pages/tutors-page')) },
  {
    path: 'tutors/booking-success',
    ...page(() => import('../features/tutors/pages/booking-success-page')),
  },
  { path: 'tutors/request', ...page(() => import('../features/tutors/pages/tutor-request-page'), true) },
  {
    path: 'tutors/request-success',
    ...page(() => import('../features/tutors/pages/request-success-page'), true),
  },
  {
    path: 'tutors/:tutorId',
    ...page(() => import('../features/tutors/pages/tutor-page')),
    handle: { serverRender: false } satisfies RouteHandle,
  },
  { path: 'me/sessions', ...page(() => import('../features/tutors/pages/my-sessions-page'), true) },
  {
    path: 'me/tutor/sessions',
    ...page(() => import('../features/tutors/pages/tutor-sessions-page'), true),
  },
  {
    path: 'me/tutor/profile',
    ...page(() => import('../features/tutors/pages/tutor-profile-page'), true),
  },
  {
    path: 'me/tutor/availability',
    ...page(() => import('../features/tutors/pages/tutor-availability-page'), true),
  },
  {
    path: 'admin/tutor-requests',
    ...page(() => import('../features/tutors/pages/admin-tutor-requests-page'), true),
  },
  // The library: resource packs and ebooks; one set of pages, the kind read from the address.
  { path: 'resources', ...page(() => import('../features/library/pages/catalogue-page')) },
  { path: 'resources/:slug', ...page(() => import('../features/library/pages/detail-page')) },
  { path: 'ebooks', ...page(() => import('../features/library/pages/catalogue-page')) },
  { path: 'ebooks/:slug', ...page(() => import('../features/library/pages/detail-page')) },
  {
    path: 'instructor/resources',
    ...page(() => import('../features/library/pages/instructor-list-page'), true),
  },
  {
    path: 'instructor/resources/new',
    ...page(() => import('../features/library/pages/editor-page'), true),
  },
  {
    path: 'instructor/resources/:id',
    ...page(() => import('../features/library/pages/editor-page'), true),
  },
  {
    path: 'instructor/ebooks',
    ...page(() => import('../features/library/pages/instructor-list-page'), true),
  },
  { path: 'instructor/ebooks/new', ...page(() => import('../features/library/pages/editor-page'), true) },
  { path: 'instructor/ebooks/:id', ...page(() => import('../features/library/pages/editor-page'), true) },
  { path: 'me/library', ...page(() => import('../features/library/pages/my-library-page'), true) },
];
