import { paths } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import { ContinueLearningRow } from '../../learning/components/continue-learning-row';
import { useMyMembership } from '../../membership/api';
import { Testimonials } from '../components/testimonials';
import { FAQS, FEATURES, WHATSAPP_GROUP_URL } from '../content';
import { homeState } from '../home-state';

export default function HomePage() {
  useTitle(undefined);
  const { user } = useSession();
  const { active } = useMyMembership();
  const state = homeState(Boolean(user), active);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            PLAB · UKMLA · MRCP · MRCS · USMLE
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {state === 'USER_MEM'
              ? `Welcome back${user ? `, ${user.name.split(' ')[0]}` : ''}`
              : 'Pass your medical exams with confidence'}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            {state === 'USER_MEM'
              ? 'Your membership is active: all courses are included. Pick up where you left off or start something new.'
              : 'Courses, mock exams, live sessions and one-to-one tutoring from UK clinicians who have sat the same exams.'}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {state === 'GUEST' && (
              <>
                <ButtonLink to={paths.plans()} size="lg">
                  Subscribe to plans
                </ButtonLink>
                <ButtonLink to={paths.courses()} size="lg" variant="secondary">
                  Explore Courses
                </ButtonLink>
              </>
            )}
            {state === 'USER_NO_MEM' && (
              <>
                <ButtonLink to={paths.plans()} size="lg">
                  Get Lifetime
                </ButtonLink>
                <ButtonLink to={paths.courses()} size="lg" variant="secondary">
                  Browse Courses
                </ButtonLink>
              </>
            )}
            {state === 'USER_MEM' && (
              <ButtonLink to={paths.courses()} size="lg">
                Browse Courses
              </ButtonLink>
            )}
          </div>
        </div>
      </section>

      {user && <ContinueLearningRow />}

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Why choose us
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <li key={f.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <Testimonials />

      <section className="mx-auto max-w-3xl px-4 py-14" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Frequently asked questions
        </h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {FAQS.map((f) => (
            <details key={f.question} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
                {f.question}
                <span aria-hidden className="text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 text-sm text-slate-600">{f.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-6">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand-800 px-6 py-10 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 className="text-2xl font-bold">Join our learning community</h2>
            <p className="mt-2 text-brand-100">
              Thousands of doctors share tips, study partners and exam news every day.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a
              href={WHATSAPP_GROUP_URL}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-10 items-center rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Join the WhatsApp group
            </a>
            {state === 'GUEST' && (
              <ButtonLink to={paths.register()} variant="secondary">
                Register Now
              </ButtonLink>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
