import type { User } from '@medprep/shared';
import { MEMBERSHIP_LINK_LABELS, PROFILE_MENU_LABELS, PROFILE_MENU_WIDTH } from '@medprep/shared/constants';
import { Link, useNavigate } from 'react-router';
import { useMyMembership } from '../features/membership/api';
import { useSession } from '../lib/session';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { Menu, menuItemClass, menuItemDangerClass } from '../ui/menu';
import { accountMenu, adminItem, canTeach, isAdmin, type NavItem, teachingMenu } from './nav-items';
import { paths } from './paths';

function Group({ items }: { items: NavItem[] }) {
  return (
    <div className="flex flex-col border-t border-slate-100 py-1">
      {items.map((item) => (
        <Link key={item.to} role="menuitem" to={item.to} className={menuItemClass}>
          {item.label}
        </Link>
      ))}
    </div>
  );
}

/** The avatar button and the profile menu, with entries by role (platform.md §2). */
export function ProfileMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const { logout } = useSession();
  const { active } = useMyMembership();

  return (
    <Menu
      label={PROFILE_MENU_LABELS.menu}
      buttonLabel={PROFILE_MENU_LABELS.button}
      width={PROFILE_MENU_WIDTH}
      button={<Avatar name={user.name} />}
    >
      {(close) => (
        <>
          <div className="flex items-center gap-3 px-3 pb-3 pt-1">
            <Avatar name={user.name} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
          </div>
          <div className="flex flex-col border-t border-slate-100 py-1">
            <Link role="menuitem" to={paths.plans()} className={menuItemClass}>
              <span>{PROFILE_MENU_LABELS.membership}</span>
              {active && <Badge tone="green">{MEMBERSHIP_LINK_LABELS.activeBadge}</Badge>}
            </Link>
            {accountMenu.map((item) => (
              <Link key={item.to} role="menuitem" to={item.to} className={menuItemClass}>
                {item.label}
              </Link>
            ))}
          </div>
          {canTeach(user) && <Group items={teachingMenu} />}
          {isAdmin(user) && <Group items={[adminItem]} />}
          <div className="border-t border-slate-100 pt-1">
            <button
              type="button"
              role="menuitem"
              className={menuItemDangerClass}
              onClick={async () => {
                close();
                // Leave any signed-in page first, so its guard does not send us to the login page.
                navigate(paths.home());
                await logout();
              }}
            >
              {PROFILE_MENU_LABELS.logout}
            </button>
          </div>
        </>
      )}
    </Menu>
  );
}
