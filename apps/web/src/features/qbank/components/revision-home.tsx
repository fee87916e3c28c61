import { DueToday } from './due-today';
import { TodayPlan } from './today-plan';

/** 'Due today' beside today's plan: the home page and the question bank show them together. */
export function RevisionToday() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DueToday />
      <TodayPlan />
    </div>
  );
}

export default RevisionToday;
