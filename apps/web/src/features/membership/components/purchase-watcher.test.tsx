import { screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, testUser } from '../../../test/render';
import { PurchaseWatcher } from './purchase-watcher';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
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
    const { calls } = mockApi(testUser(), { 'POST /api/purchase/sync': () => syncAnswer });
    const { router, client } = renderAt('/courses/x?purchase=success&session_id=cs_1&tab=reviews');
    client.setQueryData(['learning', 'enrollments', 1, 12], { items: [] });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=reviews'));
    expect(router.state.location.pathname).toBe('/courses/x');
    expect(router.state.historyAction).toBe('REPLACE');
    const syncs = calls.filter((c) => c.path === '/api/purchase/sync');
    expect(syncs).toHaveLength(1);
    expect(syncs[0]?.body).toEqual({ sessionId: 'cs_1' });
    expect(client.getQueryState(['learning', 'enrollments', 1, 12])?.isInvalidated).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/courses/x?tab=reviews');
  });

  it('only logs a failed sync, and still cleans the address', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(testUser(), {
      'POST /api/purchase/sync': () => jsonResponse(500, { error: 'internal', message: 'Boom' }),
    });
    const { router } = renderAt('/resources/pack?session_id=cs_2');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves guests and the billing success page alone', async () => {
    const guest = mockApi(null);
    const first = renderAt('/courses/x?session_id=cs_3');
    await new Promise((r) => setTimeout(r, 50));
    expect(guest.calls.some((c) => c.path === '/api/purchase/sync')).toBe(false);
    expect(first.router.state.location.search).toBe('?session_id=cs_3');
    first.unmount();

    const member = mockApi(testUser());
    const second = renderAt('/billing/success?session_id=cs_4');
    await screen.findByTestId('where');
    await new Promise((r) => setTimeout(r, 50));
    expect(member.calls.some((c) => c.path === '/api/purchase/sync')).toBe(false);
    expect(second.router.state.location.search).toBe('?session_id=cs_4');
  });
});
