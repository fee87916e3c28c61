import { paths } from '@medprep/shared/paths';
import { lazy, Suspense } from 'react';
import { ClientOnly } from '../../../first-paint/paint';
import { useSession } from '../../../lib/session';
import { useShellData } from '../../../lib/shell-data';
import { useTitle } from '../../../lib/use-title';
import { withQueries } from '../../../lib/with-queries';
import { ButtonLink } from '../../../ui/button';
import { LiveHomeSection, loadLiveCarousel } from '../../live';
import { ExamScreenPicture } from '../components/exam-screen-picture';
import { Testimonials } from '../components/lazy-testimonials';
import { ProductParts } from '../components/product-parts';
import { FAQS, FEATURES, HOME_TEXT, WHATSAPP_GROUP_URL } from '../content';
import { type HomeState, homeState } from '../home-state';

const LiveCarousel = lazy(withQueries(loadLiveCarousel));
/** Signed-in visitors only: not part of the home page's first-load JavaScript. */
const ContinueLearningRow = lazy(
  withQueries(() =>
    import('../../learning').then((m) => ({
      default: m.ContinueLearningRow,
    })),
  ),
);

/** Signed-in visitors only: 'Due today' and today's study plan, loaded after the page. */
const RevisionToday = lazy(
  withQueries(() => import('../../qbank').then((m) => ({ default: m.RevisionToday }))),
);

function HeroActions({ state }: { state: HomeState }) {
  if (state === 'USER_MEM')
    return (
      <ButtonLink to={paths.courses()} size="lg">
        {HOME_TEXT.browseCourses}
      </ButtonLink>
    );
  const guest = state === 'GUEST';
  return (
    <>
      <ButtonLink to={paths.plans()} size="lg">
        {guest ? HOME_TEXT.subscribe : HOME_TEXT.getLifetime}
      </ButtonLink>
      <ButtonLink to={paths.courses()} size="lg" variant="secondary">
        {guest ? HOME_TEXT.exploreCourses : HOME_TEXT.browseCourses}
      </ButtonLink>
    </>
  );
}

/** The home page fetches nothing itself (its lazy parts bring the query library): see app/route-table.tsx. */
export const noQueryProvider = true;

export default function HomePage() {
  useTitle(undefined);
  const { user } = useSession();
  const { membershipActive: active } = useShellData();
  const state = homeState(Boolean(user), active);
  const firstName = user?.name.trim().split(/\s+/)[0];

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-slate-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-8 sm:pt-14 lg:grid-cols-[1fr_minmax(0,30rem)] lg:py-10">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              PLAB · UKMLA · MRCP · MRCS · USMLE
            </p>
            <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {state === 'USER_MEM'
                ? `${HOME_TEXT.welcomeBack}${firstName ? `, ${firstName}` : ''}`
                : HOME_TEXT.guestHeadline}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-600">
              {state === 'USER_MEM' ? HOME_TEXT.memberLead : HOME_TEXT.guestLead}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <HeroActions state={state} />
            </div>
          </div>
          <ExamScreenPicture className="hidden h-auto w-full lg:block" />
        </div>
      </section>

      <ProductParts />

      {user && (
        <Suspense fallback={null}>
          <ContinueLearningRow />
        </Suspense>
      )}

      {user && (
        <div className="mx-auto max-w-7xl px-4 pt-8">
          <Suspense fallback={null}>
            <RevisionToday />
          </Suspense>
        </div>
      )}

      <LiveHomeSection>
        {/* The sessions show the viewer's times: the server's first paint keeps the frame empty. */}
        <ClientOnly>
          <Suspense fallback={null}>
            <LiveCarousel />
          </Suspense>
        </ClientOnly>
      </LiveHomeSection>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {HOME_TEXT.whyChooseUs}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <li key={f.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span aria-hidden className="mb-3 block h-1 w-10 rounded-full bg-brand-500" />
              <h3 className="font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <Testimonials />

      <section className="mx-auto max-w-3xl px-4 py-14" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {HOME_TEXT.faq}
        </h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {FAQS.map((f) => (
            <details key={f.question} className="group px-5 py-4">
              <summary className="flex min-h-6 cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {f.question}
                <span
                  aria-hidden
                  className="text-xl text-brand-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 text-sm text-slate-600">{f.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-6" aria-labelledby="community-heading">
        <div className="on-dark flex flex-col items-start gap-4 rounded-3xl bg-brand-800 px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 id="community-heading" className="text-2xl font-bold">
              {HOME_TEXT.community}
            </h2>
            <p className="mt-2 text-brand-100">{HOME_TEXT.communityLead}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a
              href={WHATSAPP_GROUP_URL}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-10 items-center rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {HOME_TEXT.whatsapp}
            </a>
            {state === 'GUEST' && (
              <ButtonLink to={paths.register()} variant="secondary">
                {HOME_TEXT.registerNow}
              </ButtonLink>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
