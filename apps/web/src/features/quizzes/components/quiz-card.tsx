import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import type { Quiz } from '../types';
import { PriceBadge, QuizFacts } from './quiz-facts';

export function QuizCard({ quiz }: { quiz: Quiz }) {
  return (
    <article className="flex w-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">
        <Link to={paths.quiz(quiz.slug)} className="hover:underline">
          {quiz.title}
        </Link>
      </h2>
      <PriceBadge quiz={quiz} />
      <p className="line-clamp-3 text-sm text-slate-700">{quiz.description}</p>
      <div className="mt-auto">
        <QuizFacts quiz={quiz} />
      </div>
    </article>
  );
}
