import type { Notification } from '@medprep/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import NotificationBell from './components/notification-bell';

const notice = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  kind: 'discussion_answered',
  title: 'Your question has a new answer',
  body: 'Dr Eleanor Hughes answered “Murmur?”.',
  link: '/discussions/q1',
  read: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const listOf = (items: Notification[]) => ({
  items,
  meta: { page: 1, limit: 10, hasNextPage: false, total: items.length },
  unreadCount: items.filter((n) => !n.read).length,
});

const renderBell = () =>
  renderRoutes(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/discussions/:id', element: <p>Question page</p> },
    ],
    '/',
  );

describe('notification bell', () => {
  it('announces the unread count, lists notices in a keyboard menu, and marks one read when opened', async () => {
    signedInAs(testUser());
    answer(
      'GET',
      '/api/me/notifications',
      listOf([notice(), notice({ id: 'n2', title: 'Older', read: true })]),
    );
    const read = answer('POST', '/api/me/notifications/n1/read', {
      notification: notice({ read: true }),
      unreadCount: 0,
    });
    const user = userEvent.setup();
    const { router } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const menu = screen.getByRole('menu', { name: 'Notifications' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Your question has a new answer');
    expect(items[0]).toHaveTextContent('(unread)');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    await user.click(bell);
    await user.click(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]!);
    await waitFor(() => expect(read.requests).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/discussions/q1');
  });

  it('marks all read, and says when there is nothing', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/notifications', listOf([notice(), notice({ id: 'n2' })]));
    const all = answer('POST', '/api/me/notifications/read-all', { unreadCount: 0 });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    answer('GET', '/api/me/notifications', listOf([]));
    await user.click(screen.getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(all.requests).toHaveLength(1));
    expect(await within(screen.getByRole('menu')).findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
