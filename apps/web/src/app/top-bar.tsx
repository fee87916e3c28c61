import { BRAND_NAME, NAV_LABELS, SCROLL_THRESHOLD_PX } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { loadNotificationBell } from '../features/notifications';
import { useSession } from '../lib/session';
import { withQueries } from '../lib/with-queries';
import { buttonClass } from '../ui/button';
import { MembershipLabel } from './membership-link';
import { MobileSearch } from './mobile-search';
import { built, coursesItem, signedInNav, tutorsItem } from './nav-items';
import { paths } from './paths';
import { ProfileMenu } from './profile-menu';
import { SideMenu } from './side-menu';

const NotificationBell = lazy(withQueries(loadNotificationBell));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex min-h-9 items-center gap-1.5 whitespace-nowrap rounded-md px-1.5 py-1.5 text-sm font-medium lg:px-2 xl:px-2.5',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800',
  );

export function Brand() {
  return (
    <Link
      to={paths.home()}
      className="flex min-w-0 shrink items-center gap-2 rounded-lg font-bold text-slate-900"
    >
      <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
      {/* Between md and lg the signed-in nav needs the room: the name stays for assistive technology. */}
      <span className="truncate text-[0.9375rem] tracking-tight min-[360px]:text-lg md:max-lg:sr-only">
        {BRAND_NAME}
      </span>
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
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color]',
        scrolled ? 'border-slate-200 bg-white shadow-sm' : 'border-transparent bg-white/70 backdrop-blur',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
        <Brand />
        {user && (
          <div className="ml-auto">
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          </div>
        )}
        <nav aria-label={NAV_LABELS.main} className="hidden items-center gap-0.5 md:flex lg:gap-1">
          {built([coursesItem, tutorsItem]).map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
          {loading ? null : user ? (
            <>
              <NavLink to={paths.plans()} className={linkClass}>
                <MembershipLabel />
              </NavLink>
              {built(signedInNav).map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={(state) =>
                    item.wideOnly
                      ? linkClass(state).replace('inline-flex', 'hidden xl:inline-flex')
                      : linkClass(state)
                  }
                >
                  {item.label}
                </NavLink>
              ))}
              <div className="ml-1 lg:ml-2">
                <ProfileMenu user={user} />
              </div>
            </>
          ) : (
            <>
              <NavLink to={paths.plans()} className={linkClass}>
                {NAV_LABELS.membership}
              </NavLink>
              <Link to={paths.login()} className={buttonClass('ghost', 'sm', 'ml-2')}>
                {NAV_LABELS.logIn}
              </Link>
              <Link to={paths.register()} className={buttonClass('primary', 'sm')}>
                {NAV_LABELS.signUp}
              </Link>
            </>
          )}
        </nav>
        <div className="flex shrink-0 items-center gap-1 md:hidden">
          <MobileSearch />
          <SideMenu />
        </div>
      </div>
    </header>
  );
}
