import { MEMBERSHIP_LINK_LABELS } from '@medprep/shared';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMyMembership } from '../features/membership/api';
import { useSession } from '../lib/session';
import { Avatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { canTeach, type NavItem, teachingMenu } from './nav-items';
import { paths } from './paths';

const explore: NavItem[] = [
  { label: 'Courses', to: paths.courses() },
  { label: 'Tutors', to: paths.tutors() },
  { label: 'Quiz', to: paths.quizzes() },
  { label: 'Live Sessions', to: paths.live() },
  { label: 'Resources', to: paths.resources() },
  { label: 'Ebooks', to: paths.ebooks() },
  { label: 'Discussions', to: paths.discussions() },
];

const linkClass =
  'flex min-h-10 items-center justify-between rounded-lg px-3 py-2 text-base text-slate-800 hover:bg-slate-100';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-slate-100 py-3 first:border-t-0">
      <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      <div className="flex flex-col">{children}</div>
    </section>
  );
}

/** The phone menu: Explore, Account (or Get Started), Teaching; locks page scrolling; Escape closes it. */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const { user, logout } = useSession();
  const { active } = useMyMembership();
  const location = useLocation();
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on navigation
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {open &&
        createPortal(
          <div className="fixed inset-0 z-50">
            <div className="absolute inset-0 bg-slate-900/50" onClick={() => setOpen(false)} aria-hidden />
            <nav
              aria-label="Menu"
              className="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-3 shadow-2xl"
            >
              <div className="flex items-center justify-between px-3 py-2">
                {user ? (
                  <div className="flex min-w-0 items-center gap-2">
                    <Avatar name={user.name} />
                    <span className="truncate font-semibold">{user.name}</span>
                  </div>
                ) : (
                  <span className="font-semibold">MedPrep Academy</span>
                )}
                <button
                  type="button"
                  aria-label="Close menu"
                  onClick={() => setOpen(false)}
                  className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100"
                >
                  <svg
                    aria-hidden
                    viewBox="0 0 24 24"
                    className="size-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M6 6l12 12M18 6 6 18" />
                  </svg>
                </button>
              </div>
              <Section title="Explore">
                {explore.map((item) => (
                  <Link key={item.to} to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                ))}
              </Section>
              {user ? (
                <Section title="Account">
                  <Link to={paths.plans()} className={linkClass}>
                    <span>{active ? MEMBERSHIP_LINK_LABELS.active : MEMBERSHIP_LINK_LABELS.inactive}</span>
                    {active && <Badge tone="green">{MEMBERSHIP_LINK_LABELS.activeBadge}</Badge>}
                  </Link>
                  <Link to={paths.myEnrollments()} className={linkClass}>
                    My courses
                  </Link>
                  <Link to={paths.mySessions()} className={linkClass}>
                    My Sessions
                  </Link>
                  {user.role === 'admin' && (
                    <Link to={paths.admin()} className={linkClass}>
                      Admin
                    </Link>
                  )}
                  <button
                    type="button"
                    className={`${linkClass} text-left text-red-700`}
                    onClick={() => {
                      navigate(paths.home());
                      void logout();
                    }}
                  >
                    Logout
                  </button>
                </Section>
              ) : (
                <Section title="Get Started">
                  <Link to={paths.login()} className={linkClass}>
                    Log in
                  </Link>
                  <Link to={paths.register()} className={linkClass}>
                    Sign up
                  </Link>
                  <Link to={paths.plans()} className={linkClass}>
                    Membership
                  </Link>
                </Section>
              )}
              {canTeach(user) && (
                <Section title="Teaching">
                  {teachingMenu.map((item) => (
                    <Link key={item.to} to={item.to} className={linkClass}>
                      {item.label}
                    </Link>
                  ))}
                </Section>
              )}
            </nav>
          </div>,
          document.body,
        )}
    </>
  );
}
