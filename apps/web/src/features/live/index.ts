/*
 * What other features may use of live sessions: the home page's section frame, and its carousel loaded on
 * demand (a loader, so the carousel stays out of the home page's first load).
 */
export { LiveHomeSection } from './components/live-home-section';
export const loadLiveCarousel = () => import('./components/live-carousel');
