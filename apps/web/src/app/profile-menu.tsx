import { MEMBERSHIP_LINK_LABELS, PROFILE_MENU_WIDTH, type User } from '@medprep/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMyMembership } from '../features/membership/api';
import { useSession } from '../lib/session';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { canTeach, teachingMenu } from './nav-items';
import { paths } from './paths';

const itemClass =
  'flex min-h-9 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100';

/** The avatar button and its menu: closes on outside click, Escape and route change. */
export function ProfileMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const { logout } = useSession();
  const { active } = useMyMembership();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onMenuKey = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open profile menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full"
      >
        <Avatar name={user.name} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Profile"
          onKeyDown={onMenuKey}
          style={{ width: PROFILE_MENU_WIDTH }}
          className="absolute right-0 z-50 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <div className="flex items-center gap-3 border-b border-slate-100 px-3 pb-3 pt-1">
            <Avatar name={user.name} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
          </div>
          <div className="flex flex-col py-1">
            <Link role="menuitem" to={paths.plans()} className={itemClass}>
              <span>{MEMBERSHIP_LINK_LABELS.active}</span>
              {active && <Badge tone="green">{MEMBERSHIP_LINK_LABELS.activeBadge}</Badge>}
            </Link>
            <Link role="menuitem" to={paths.myEnrollments()} className={itemClass}>
              My courses
            </Link>
            <Link role="menuitem" to={paths.mySessions()} className={itemClass}>
              My Sessions
            </Link>
          </div>
          {canTeach(user) && (
            <div className="flex flex-col border-t border-slate-100 py-1">
              {teachingMenu.map((item) => (
                <Link key={item.to} role="menuitem" to={item.to} className={itemClass}>
                  {item.label}
                </Link>
              ))}
            </div>
          )}
          {user.role === 'admin' && (
            <div className="flex flex-col border-t border-slate-100 py-1">
              <Link role="menuitem" to={paths.admin()} className={itemClass}>
                Admin
              </Link>
            </div>
          )}
          <div className="border-t border-slate-100 pt-1">
            <button
              type="button"
              role="menuitem"
              className={`${itemClass} w-full text-left text-red-700`}
              onClick={async () => {
                setOpen(false);
                // Leave any signed-in page first, so its guard does not send us to the login page.
                navigate(paths.home());
                await logout();
              }}
            >
              Logout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
