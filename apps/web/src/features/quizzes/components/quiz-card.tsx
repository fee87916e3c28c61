import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { Card } from '../../../ui/card';
import type { Quiz } from '../types';
import { PriceBadge, QuizFacts } from './quiz-facts';

export function QuizCard({ quiz }: { quiz: Quiz }) {
  return (
    <Card as="article" className="flex w-full flex-col gap-3">
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
    </Card>
  );
}
