import {
  BRAND_NAME,
  MEMBERSHIP_LINK_LABELS,
  NAV_LABELS,
  PROFILE_MENU_LABELS,
  SIDE_MENU_TEXT,
} from '@medprep/shared/constants';
import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../lib/session';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { useOverlay } from '../ui/use-overlay';
import { accountMenu } from './account-menu';
import { useMembershipLinkState } from './membership-link';
import {
  adminItem,
  applyMenu,
  built,
  canTeach,
  exploreNav,
  isAdmin,
  teachItem,
  teachingMenu,
} from './nav-items';
import { paths } from './paths';
import { MenuIcon } from './shell-icons';
import { SHELL_TEXT } from './shell-text';

const itemBase =
  'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-base hover:bg-slate-100';
const linkClass = `${itemBase} text-slate-800`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-slate-100 py-3 first:border-t-0">
      <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      <div className="flex flex-col">{children}</div>
    </section>
  );
}

function MembershipEntry({ onClick }: { onClick: () => void }) {
  const state = useMembershipLinkState();
  return (
    <Link to={paths.plans()} className={linkClass} onClick={onClick}>
      <span>{MEMBERSHIP_LINK_LABELS[state]}</span>
      {state === 'active' && <Badge tone="green">{MEMBERSHIP_LINK_LABELS.activeBadge}</Badge>}
    </Link>
  );
}

/**
 * The phone menu's panel (loaded on demand, see side-menu.tsx), a modal dialog: Explore, Account (or Get
 * Started when signed out), Teaching for instructors and admins. While open the page behind is inert and
 * does not scroll, and focus stays inside; closes on Escape and on the backdrop, and gives focus back to the
 * menu button.
 */
export default function SideMenuPanel({
  onClose,
  hasApplication,
}: {
  onClose: () => void;
  hasApplication: boolean;
}) {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  // Links close the menu themselves too: a link to the page already shown changes no location.
  const close = onClose;
  useOverlay({ open: true, containerRef: panelRef, onClose });

  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-slate-900/50" onClick={onClose} aria-hidden />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={SIDE_MENU_TEXT.label}
        className="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-3 shadow-2xl"
      >
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          {user ? (
            <div className="flex min-w-0 items-center gap-2">
              <Avatar name={user.name} />
              <div className="min-w-0">
                <p className="truncate font-semibold">{user.name}</p>
                <p className="truncate text-xs text-slate-600">{user.email}</p>
              </div>
            </div>
          ) : (
            <span className="font-semibold">{BRAND_NAME}</span>
          )}
          <button
            type="button"
            aria-label={SHELL_TEXT.closeMenu}
            onClick={onClose}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100"
          >
            <MenuIcon d="M6 6l12 12M18 6 6 18" />
          </button>
        </div>
        <nav aria-label={SIDE_MENU_TEXT.label} className="flex flex-col">
          <Section title={SIDE_MENU_TEXT.explore}>
            {built(exploreNav).map((item) => (
              <Link key={item.to} to={item.to} className={linkClass} onClick={close}>
                {item.label}
              </Link>
            ))}
          </Section>
          {user ? (
            <Section title={SIDE_MENU_TEXT.account}>
              <MembershipEntry onClick={close} />
              {[...built(accountMenu), ...applyMenu(user, hasApplication)].map((item) => (
                <Link key={item.to} to={item.to} className={linkClass} onClick={close}>
                  {item.label}
                </Link>
              ))}
              {isAdmin(user) && (
                <Link to={adminItem.to} className={linkClass} onClick={close}>
                  {adminItem.label}
                </Link>
              )}
            </Section>
          ) : (
            <Section title={SIDE_MENU_TEXT.getStarted}>
              <Link to={paths.login()} className={linkClass} onClick={close}>
                {NAV_LABELS.logIn}
              </Link>
              <Link to={paths.register()} className={linkClass} onClick={close}>
                {NAV_LABELS.signUp}
              </Link>
              <Link to={paths.plans()} className={linkClass} onClick={close}>
                {NAV_LABELS.membership}
              </Link>
              <Link to={teachItem.to} className={linkClass} onClick={close}>
                {teachItem.label}
              </Link>
            </Section>
          )}
          {canTeach(user) && (
            <Section title={SIDE_MENU_TEXT.teaching}>
              {built(teachingMenu).map((item) => (
                <Link key={item.to} to={item.to} className={linkClass} onClick={close}>
                  {item.label}
                </Link>
              ))}
            </Section>
          )}
          {user && (
            <div className="border-t border-slate-100 pt-3">
              <button
                type="button"
                className={`${itemBase} text-red-700`}
                onClick={async () => {
                  onClose();
                  // Leave any signed-in page first, so its guard does not send us to the login page.
                  await navigate(paths.home());
                  await logout();
                }}
              >
                {PROFILE_MENU_LABELS.logout}
              </button>
            </div>
          )}
        </nav>
      </div>
    </div>,
    document.body,
  );
}
