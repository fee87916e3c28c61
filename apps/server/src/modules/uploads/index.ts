import { defineModule } from '../../platform/module.ts';
import { uploadRoutes } from './routes.ts';
import { startStorageCleanup } from './service.ts';

export const uploadsModule = defineModule({
  name: 'uploads',
  routes: uploadRoutes,
  // Files released by deleted items whose removal from storage failed at once (docs/decisions/361).
  jobs: [{ name: 'storage-cleanup', start: (deps, log) => startStorageCleanup(deps, log) }],
});
