import { MEMBERSHIP_LINK_LABELS, SCROLL_THRESHOLD_PX } from '@medprep/shared';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useMyMembership } from '../features/membership/api';
import { useSession } from '../lib/session';
import { Badge } from '../ui/badge';
import { buttonClass } from '../ui/button';
import { MobileSearch } from './mobile-search';
import { signedInNav } from './nav-items';
import { paths } from './paths';
import { ProfileMenu } from './profile-menu';
import { SideMenu } from './side-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex min-h-9 items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium',
    isActive ? 'text-brand-800' : 'text-slate-700 hover:text-brand-800',
  );

/** 'Membership' while loading; 'Membership' with an 'Active' badge when active; otherwise 'Get Lifetime'. */
export function MembershipLink() {
  const { isPending, active } = useMyMembership();
  return (
    <NavLink to={paths.plans()} className={linkClass}>
      {isPending ? (
        MEMBERSHIP_LINK_LABELS.loading
      ) : active ? (
        <>
          {MEMBERSHIP_LINK_LABELS.active} <Badge tone="green">{MEMBERSHIP_LINK_LABELS.activeBadge}</Badge>
        </>
      ) : (
        MEMBERSHIP_LINK_LABELS.inactive
      )}
    </NavLink>
  );
}

export function Brand() {
  return (
    <Link to={paths.home()} className="flex items-center gap-2 font-bold text-slate-900">
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="text-lg tracking-tight">MedPrep Academy</span>
    </Link>
  );
}

export function TopBar() {
  const { user, loading } = useSession();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        'sticky top-0 z-40 border-b transition-colors',
        scrolled ? 'border-slate-200 bg-white shadow-sm' : 'border-transparent bg-white/70 backdrop-blur',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <NavLink to={paths.tutors()} className={linkClass}>
            Tutors
          </NavLink>
          {loading ? null : user ? (
            <>
              <MembershipLink />
              {signedInNav.map((item) => (
                <NavLink key={item.to} to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              ))}
              <div className="ml-2">
                <ProfileMenu user={user} />
              </div>
            </>
          ) : (
            <>
              <NavLink to={paths.plans()} className={linkClass}>
                Membership
              </NavLink>
              <Link to={paths.login()} className={buttonClass('ghost', 'sm', 'ml-2')}>
                Log in
              </Link>
              <Link to={paths.register()} className={buttonClass('primary', 'sm')}>
                Sign up
              </Link>
            </>
          )}
        </nav>
        <div className="flex items-center gap-1 lg:hidden">
          <MobileSearch />
          <SideMenu />
        </div>
      </div>
    </header>
  );
}
