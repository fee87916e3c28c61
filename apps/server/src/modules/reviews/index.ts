import { defineModule } from '../../platform/module.ts';
import { eraseReviews, exportReviewData } from './personal-data.ts';
import { reviewRoutes } from './routes.ts';

export const reviewsModule = defineModule({
  name: 'reviews',
  routes: reviewRoutes,
  // A person's reviews go with the account, and the things they rated are recounted.
  personalData: [{ key: 'reviews', export: exportReviewData, erase: eraseReviews }],
});
