/* What other features use of reviews: a detail page's reviews section. */
export { ReviewSection } from './components/review-section';
