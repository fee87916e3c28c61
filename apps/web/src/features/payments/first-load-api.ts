import type { SyncResponse } from '@medprep/shared';
import { paymentsApiPaths } from '@medprep/shared/shell-api-paths';
import { apiRequest } from '../../lib/api-client';

/*
 * The payments calls the shell makes on every page (the purchase watcher runs in the layout). They live apart
 * from api.ts so that the first load does not carry the query library, which api.ts imports.
 */

/** POST /purchase/sync {sessionId}: fulfils a returned checkout of any kind (idempotent). */
export const syncPurchase = (sessionId: string) =>
  apiRequest<SyncResponse>(paymentsApiPaths.sync(), { method: 'POST', body: { sessionId } });
