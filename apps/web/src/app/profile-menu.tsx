import type { User } from '@medprep/shared';
import { avatarInitials, PROFILE_MENU_LABELS, PROFILE_MENU_WIDTH } from '@medprep/shared/constants';
import { Suspense } from 'react';
import { lazyOnDemand, OnDemand, usePreloadWhenIdle } from '../lib/lazy-on-demand';
import { useShellData } from '../lib/shell-data';
import { Avatar } from '../ui/avatar';
import { Menu } from '../ui/menu';
import { profileButtonLabel } from './shell-text';

/** The entries' code loads when the browser is idle, or when the menu is first opened. */
const items = lazyOnDemand(() => import('./profile-menu-items'));

/**
 * The avatar button and the profile menu, with entries by role. The button is part of the
 * first paint; the entries (profile-menu-items.tsx) are not in the first-load JavaScript.
 */
export function ProfileMenu({ user }: { user: User }) {
  // Asked here, so the entries are right the moment the menu opens.
  const { membershipActive: active, hasApplication } = useShellData();
  usePreloadWhenIdle(items.load);

  return (
    <Menu
      label={PROFILE_MENU_LABELS.menu}
      buttonLabel={profileButtonLabel(avatarInitials(user.name))}
      width={PROFILE_MENU_WIDTH}
      button={<Avatar name={user.name} />}
    >
      {(close) => (
        <Suspense fallback={null}>
          <OnDemand of={items} props={{ user, active, hasApplication, close }} />
        </Suspense>
      )}
    </Menu>
  );
}
