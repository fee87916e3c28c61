/*
 * What other features may use of learning: enrolling (a course page's action) and the 'Continue learning'
 * row. Both need the query library: the home page imports this file lazily (import('../../learning')) so
 * that neither reaches its first load.
 */
export { useEnroll } from './api';
export { ContinueLearningRow } from './components/continue-learning-row';
