import { bellLabel, NOTIFICATION_MESSAGES } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { Menu, menuItemClass } from '../../../ui/menu';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api';

function BellIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The bell in the top bar: the unread count on the button, and a menu of the latest notices (each a link;
 * opening one marks it read) with 'Mark all as read'. Arrow keys, Escape and Tab as in every menu.
 */
export default function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];

  return (
    <Menu
      label={NOTIFICATION_MESSAGES.bellLabel}
      buttonLabel={bellLabel(unread)}
      width="min(20rem, calc(100vw - 7rem))"
      button={
        <span className="relative inline-flex size-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100">
          <BellIcon />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </span>
      }
    >
      {(close) => (
        <div className="flex max-h-[70vh] flex-col overflow-y-auto">
          <p className="px-3 pt-1 pb-2 text-sm font-semibold text-slate-900">
            {NOTIFICATION_MESSAGES.bellLabel}
          </p>
          {notifications.isError ? (
            <p className="px-3 py-2 text-sm text-red-700">{NOTIFICATION_MESSAGES.loadFailed}</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">{NOTIFICATION_MESSAGES.empty}</p>
          ) : (
            items.map((item) => (
              <Link
                key={item.id}
                role="menuitem"
                to={item.link}
                onClick={() => {
                  if (!item.read) markRead.mutate(item.id);
                  close();
                }}
                className={clsx(menuItemClass, 'flex-col items-start gap-0.5', !item.read && 'bg-brand-50')}
              >
                <span className="flex w-full items-center gap-2 font-semibold text-slate-900">
                  {!item.read && <span aria-hidden className="size-2 shrink-0 rounded-full bg-brand-700" />}
                  <span className="min-w-0 break-words">{item.title}</span>
                  {!item.read && <span className="sr-only">(unread)</span>}
                </span>
                {item.body && <span className="break-words text-slate-700">{item.body}</span>}
                <span className="text-xs text-slate-600">{formatDateTime(item.createdAt)}</span>
              </Link>
            ))
          )}
          {unread > 0 && (
            <button
              type="button"
              role="menuitem"
              onClick={() => markAll.mutate()}
              className={clsx(menuItemClass, 'mt-1 border-t border-slate-100 font-semibold text-brand-700')}
            >
              {NOTIFICATION_MESSAGES.markAllRead}
            </button>
          )}
        </div>
      )}
    </Menu>
  );
}
