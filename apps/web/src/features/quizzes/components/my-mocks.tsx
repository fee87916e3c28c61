import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useMyMocks } from '../api';

/** 'My Mocks': the learner's bought quizzes (GET /me/purchases?kinds=quiz&limit=6). Hidden for a guest. */
export function MyMocksPanel() {
  const { user } = useSession();
  const mocks = useMyMocks();
  if (!user) return null;
  return (
    <section
      aria-labelledby="my-mocks"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="my-mocks" className="text-lg font-bold text-slate-900">
        {QUIZ_MESSAGES.myMocks}
      </h2>
      {mocks.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading…</p>
      ) : mocks.isError ? (
        <p className="mt-2 text-sm text-red-700">{QUIZ_MESSAGES.catalogueFailed}</p>
      ) : mocks.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No mock exams bought yet.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {mocks.data.items.map((item) => (
            <li key={item.id}>
              <Link to={item.deepLink} className="text-sm font-medium text-brand-700 underline">
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
