import { MEMBERSHIP_LINK_LABELS, PROFILE_MENU_WIDTH, type User } from '@medprep/shared';
import { Link, useNavigate } from 'react-router';
import { useMyMembership } from '../features/membership/api';
import { useSession } from '../lib/session';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { Menu, menuItemClass } from '../ui/menu';
import { canTeach, teachingMenu } from './nav-items';
import { paths } from './paths';

/** The avatar button and the profile menu, with entries by role (platform.md §2). */
export function ProfileMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const { logout } = useSession();
  const { active } = useMyMembership();

  return (
    <Menu
      label="Profile"
      buttonLabel="Open profile menu"
      width={PROFILE_MENU_WIDTH}
      button={<Avatar name={user.name} />}
    >
      {(close) => (
        <>
          <div className="flex items-center gap-3 border-b border-slate-100 px-3 pb-3 pt-1">
            <Avatar name={user.name} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
          </div>
          <div className="flex flex-col py-1">
            <Link role="menuitem" to={paths.plans()} className={menuItemClass}>
              <span>{MEMBERSHIP_LINK_LABELS.active}</span>
              {active && <Badge tone="green">{MEMBERSHIP_LINK_LABELS.activeBadge}</Badge>}
            </Link>
            <Link role="menuitem" to={paths.myEnrollments()} className={menuItemClass}>
              My courses
            </Link>
            <Link role="menuitem" to={paths.mySessions()} className={menuItemClass}>
              My Sessions
            </Link>
          </div>
          {canTeach(user) && (
            <div className="flex flex-col border-t border-slate-100 py-1">
              {teachingMenu.map((item) => (
                <Link key={item.to} role="menuitem" to={item.to} className={menuItemClass}>
                  {item.label}
                </Link>
              ))}
            </div>
          )}
          {user.role === 'admin' && (
            <div className="flex flex-col border-t border-slate-100 py-1">
              <Link role="menuitem" to={paths.admin()} className={menuItemClass}>
                Admin
              </Link>
            </div>
          )}
          <div className="border-t border-slate-100 pt-1">
            <button
              type="button"
              role="menuitem"
              className={`${menuItemClass} w-full text-left text-red-700`}
              onClick={async () => {
                close();
                // Leave any signed-in page first, so its guard does not send us to the login page.
                navigate(paths.home());
                await logout();
              }}
            >
              Logout
            </button>
          </div>
        </>
      )}
    </Menu>
  );
}
