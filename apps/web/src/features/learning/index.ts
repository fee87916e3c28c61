/*
 * What other features may use of learning: enrolling (a course page's action), and the home page's
 * 'Continue learning' row loaded on demand (a loader, so it stays out of the home page's first load).
 */
export { useEnroll } from './api';
export const loadContinueLearningRow = () => import('./components/continue-learning-row');
