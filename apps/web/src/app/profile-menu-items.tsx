import type { User } from '@medprep/shared';
import { MEMBERSHIP_LINK_LABELS, PROFILE_MENU_LABELS } from '@medprep/shared/constants';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../lib/session';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { menuItemClass, menuItemDangerClass } from '../ui/menu';
import { accountMenu } from './account-menu';
import { adminItem, applyMenu, built, canTeach, isAdmin, type NavItem, teachingMenu } from './nav-items';
import { paths } from './paths';

function Group({ items }: { items: NavItem[] }) {
  if (items.length === 0) return null;
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

export interface ProfileMenuItemsProps {
  user: User;
  /** An active membership (the 'Active' badge). */
  active: boolean;
  hasApplication: boolean;
  close: () => void;
}

/**
 * The profile menu's entries by role, loaded on demand (see profile-menu.tsx). They mount
 * when the menu opens; the first entry takes focus then, also when their code arrived after the click.
 */
export default function ProfileMenuItems({ user, active, hasApplication, close }: ProfileMenuItemsProps) {
  const navigate = useNavigate();
  const { logout } = useSession();
  const firstRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => firstRef.current?.focus(), []);

  return (
    <>
      <div className="flex items-center gap-3 px-3 pb-3 pt-1">
        <Avatar name={user.name} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-600">{user.email}</p>
        </div>
      </div>
      <div className="flex flex-col border-t border-slate-100 py-1">
        <Link ref={firstRef} role="menuitem" to={paths.plans()} className={menuItemClass}>
          <span>{PROFILE_MENU_LABELS.membership}</span>
          {active && <Badge tone="green">{MEMBERSHIP_LINK_LABELS.activeBadge}</Badge>}
        </Link>
        {built(accountMenu).map((item) => (
          <Link key={item.to} role="menuitem" to={item.to} className={menuItemClass}>
            {item.label}
          </Link>
        ))}
      </div>
      <Group items={applyMenu(user, hasApplication)} />
      {canTeach(user) && <Group items={built(teachingMenu)} />}
      {isAdmin(user) && <Group items={[adminItem]} />}
      <div className="border-t border-slate-100 pt-1">
        <button
          type="button"
          role="menuitem"
          className={menuItemDangerClass}
          onClick={async () => {
            close();
            // Leave any signed-in page first (the navigation settles before the session ends), so its
            // guard does not send us to the login page.
            await navigate(paths.home());
            await logout();
          }}
        >
          {PROFILE_MENU_LABELS.logout}
        </button>
      </div>
    </>
  );
}
