/*
 * What other features may use of the question bank: 'Due today' and today's study-plan target. Both fetch, so
 * a page that shows them on its first load imports this file lazily (import('../../qbank')).
 */
export { DueToday } from './components/due-today';
export { RevisionToday } from './components/revision-home';
export { TodayPlan } from './components/today-plan';
