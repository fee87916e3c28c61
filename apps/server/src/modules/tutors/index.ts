import { TUTOR_HOLD_SWEEP_INTERVAL_MS } from '@medprep/shared';
import { defineModule } from '../../platform/module.ts';
import { startHoldSweep } from './bookings.ts';
import { tutorBookingNotices } from './notices.ts';
import { tutorPages } from './page-meta.ts';
import { eraseTutorData, exportTutorData } from './personal-data.ts';
import { tutorRequestPurchasable, tutorSessionPurchasable } from './purchasable.ts';
import { tutorRoutes } from './routes.ts';

export const tutorsModule = defineModule({
  name: 'tutors',
  routes: tutorRoutes,
  purchasables: [tutorSessionPurchasable, tutorRequestPurchasable],
  personalData: [{ key: 'tutoring', export: exportTutorData, erase: eraseTutorData }],
  pages: tutorPages,
  // The tutor hears of a paid booking.
  listeners: [tutorBookingNotices],
  // Expired slot holds released.
  jobs: [
    {
      name: 'tutor-hold-sweep',
      start: (deps, log) => startHoldSweep(deps, log, TUTOR_HOLD_SWEEP_INTERVAL_MS),
    },
  ],
});
