import { screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { answer, apiError, recordRequests, signedInAs } from '../../../test/msw';
import { renderRoutes, testUser } from '../../../test/render';
import { PurchaseWatcher } from './purchase-watcher';

function Where() {
  const location = useLocation();
  const { loading } = useSession();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      {!loading && <p>session settled</p>}
    </>
  );
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        element: (
          <>
            <PurchaseWatcher />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    path,
  );

const syncAnswer = { fulfilled: true, status: 'fulfilled', kind: 'course', deepLink: '/courses/x' };

afterEach(() => vi.restoreAllMocks());

describe('purchase watcher', () => {
  it('syncs the session once, refreshes the cache and strips session_id and purchase, keeping the rest', async () => {
    signedInAs(testUser());
    const sync = answer('POST', '/api/purchase/sync', syncAnswer);
    const { router, client } = renderAt('/courses/x?purchase=success&session_id=cs_1&tab=reviews');
    client.setQueryData(['learning', 'enrollments', 1, 12], { items: [] });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=reviews'));
    expect(router.state.location.pathname).toBe('/courses/x');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sync.requests).toHaveLength(1);
    expect(sync.requests[0]?.body).toEqual({ sessionId: 'cs_1' });
    expect(client.getQueryState(['learning', 'enrollments', 1, 12])?.isInvalidated).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/courses/x?tab=reviews');
  });

  it('only logs a failed sync, and still cleans the address', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInAs(testUser());
    answer('POST', '/api/purchase/sync', apiError(500, 'internal', 'Boom'));
    const { router } = renderAt('/resources/pack?session_id=cs_2');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves a resource or ebook page’s own checkout return to the page (it confirms it itself)', async () => {
    const seen = recordRequests();
    signedInAs(testUser());
    const { router } = renderAt('/ebooks/atlas?purchase=success&session_id=cs_5');
    await screen.findByText('session settled');
    await import('../first-load-api');
    expect(seen).not.toContain('POST /api/purchase/sync');
    expect(router.state.location.search).toBe('?purchase=success&session_id=cs_5');
  });

  it('leaves guests and the billing success page alone', async () => {
    const seen = recordRequests();
    const first = renderAt('/courses/x?session_id=cs_3');
    // Once the session has settled, the watcher has decided; it sends nothing for a guest.
    await screen.findByText('session settled');
    await import('../first-load-api');
    expect(seen).not.toContain('POST /api/purchase/sync');
    expect(first.router.state.location.search).toBe('?session_id=cs_3');
    first.unmount();

    signedInAs(testUser());
    const second = renderAt('/billing/success?session_id=cs_4');
    await screen.findByText('session settled');
    await import('../first-load-api');
    expect(seen).not.toContain('POST /api/purchase/sync');
    expect(second.router.state.location.search).toBe('?session_id=cs_4');
  });

  it('leaves the live session success page alone, which confirms and moves on by itself', async () => {
    const seen = recordRequests();
    signedInAs(testUser());
    const { router } = renderAt('/billing/live/success?live=l1&session_id=cs_5');
    await screen.findByText('session settled');
    await import('../first-load-api');
    expect(seen).not.toContain('POST /api/purchase/sync');
    expect(router.state.location.search).toBe('?live=l1&session_id=cs_5');
  });
});
