import { LIBRARY_KINDS } from '@medprep/shared';
import { defineModule } from '../../platform/module.ts';
import { libraryPages } from './page-meta.ts';
import { libraryPersonalData } from './personal-data.ts';
import { libraryPurchasable } from './purchasable.ts';
import { libraryRoutes } from './routes.ts';

export const libraryModule = defineModule({
  name: 'library',
  routes: libraryRoutes,
  // Kinds `resource` and `ebook`.
  purchasables: LIBRARY_KINDS.map((kind) => libraryPurchasable(kind)),
  personalData: [libraryPersonalData],
  pages: libraryPages,
});
