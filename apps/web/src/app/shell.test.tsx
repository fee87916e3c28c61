import type { User } from '@medprep/shared';
import { SEARCH_PLACEHOLDER } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, deferred, signedInAs } from '../test/msw';
import { renderRoutes, testUser } from '../test/render';
import { avatarBackground } from '../ui/avatar';
import { Modal } from '../ui/modal';
import { RequireAuth } from './guard';
import { membershipLinkState } from './membership-link';
import { TopBar } from './top-bar';

const shell = (path = '/') =>
  renderRoutes(
    [
      {
        element: (
          <>
            <TopBar />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/elsewhere">Go elsewhere</Link> },
          { path: '/elsewhere', element: <p>Elsewhere</p> },
          { path: '/courses', element: <p>Courses</p> },
          { path: '/login', element: <p>Login page</p> },
        ],
      },
    ],
    path,
  );

/** The session bootstrap for `user` (a guest needs nothing: the mock API's default), and no application. */
function asUser(user: User) {
  signedInAs(user);
  answer('GET', '/api/me/instructor/application', { application: null });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('top bar', () => {
  it('shows Courses, Tutors, Membership, Log in and Sign up to a guest', async () => {
    shell();
    const nav = mainNav();
    await within(nav).findByRole('link', { name: 'Log in' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Courses', 'Tutors', 'Membership', 'Log in', 'Sign up']);
  });

  it('shows the signed-in nav with Courses, Get Lifetime and the avatar initials, names it by them', async () => {
    asUser(testUser({ name: 'Amira Khan' }));
    shell();
    const nav = mainNav();
    await within(nav).findByRole('link', { name: 'Get Lifetime' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Courses',
      'Tutors',
      'Get Lifetime',
      'Quiz',
      'Question bank',
      'Discussions',
      'Live Sessions',
      'Resources',
      'Ebooks',
    ]);
    // The button's name starts with the initials it shows (label in name).
    expect(within(nav).getByRole('button', { name: 'AK, open profile menu' })).toHaveTextContent('AK');
    const avatar = within(nav).getByTestId('avatar');
    expect(avatar).toHaveTextContent('AK');
    const probe = document.createElement('span');
    probe.style.backgroundColor = avatarBackground('Amira Khan');
    expect(probe.style.backgroundColor).not.toBe('');
    expect(avatar.style.backgroundColor).toBe(probe.style.backgroundColor);
    expect(avatarBackground('Amira Khan')).toBe(`hsl(${(10 * 23) % 360} 55% 40%)`);
  });

  it('labels the membership link Membership while loading and Membership + Active when active', async () => {
    const hold = deferred();
    asUser(testUser());
    answer('GET', '/api/me/membership', async () => {
      await hold.promise;
      return {
        membership: {
          plan: 'yearly',
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodStart: '2026-01-01T00:00:00Z',
          currentPeriodEnd: '2027-01-01T00:00:00Z',
        },
      };
    });
    shell();
    const link = await within(mainNav()).findByRole('link', { name: 'Membership' });
    expect(link).toHaveTextContent(/^Membership$/);
    hold.release();
    await waitFor(() =>
      expect(within(mainNav()).getByRole('link', { name: /Membership Active/ })).toBeInTheDocument(),
    );
  });

  it('gives instructors the teaching entries and only admins the Admin entry', async () => {
    for (const [role, teaching, admin] of [
      ['user', false, false],
      ['instructor', true, false],
      ['admin', true, true],
    ] as const) {
      asUser(testUser({ role }));
      const { unmount } = shell();
      await userEvent.click(await screen.findByRole('button', { name: 'AK, open profile menu' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Amira Khan')).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'My courses' })).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'My Sessions' })).toBeInTheDocument();
      expect(within(menu).queryByRole('menuitem', { name: 'Tutor – Sessions' }) !== null).toBe(teaching);
      expect(within(menu).queryByRole('menuitem', { name: 'Instructor – Courses' }) !== null).toBe(teaching);
      expect(within(menu).queryByRole('menuitem', { name: 'Teach on MedPrep' }) !== null).toBe(!teaching);
      expect(within(menu).queryByRole('menuitem', { name: 'Admin' }) !== null).toBe(admin);
      unmount();
    }
  });

  it('closes the profile menu on Escape, on an outside click and on a route change', async () => {
    asUser(testUser());
    shell();
    const button = await screen.findByRole('button', { name: 'AK, open profile menu' });
    await userEvent.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the phone search overlay and goes to /courses with the trimmed text', async () => {
    const { router } = shell();
    await userEvent.click(screen.getAllByRole('button', { name: 'Search courses' })[0]!);
    const input = await screen.findByPlaceholderText('Search courses…');
    await userEvent.type(input, '  cardiology  {Enter}');
    expect(router.state.location.pathname).toBe('/courses');
    expect(router.state.location.search).toBe('?q=cardiology');
  });

  it('opens the phone menu with Explore and Get Started for a guest, locks scrolling, and closes on Escape', async () => {
    shell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('region', { name: 'Explore' })).toBeInTheDocument();
    expect(within(menu).getByRole('region', { name: 'Get Started' })).toBeInTheDocument();
    expect(within(menu).queryByRole('region', { name: 'Teaching' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows Account and Teaching in the phone menu for an instructor', async () => {
    asUser(testUser({ role: 'instructor' }));
    shell();
    await screen.findByRole('button', { name: 'AK, open profile menu' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('region', { name: 'Account' })).toBeInTheDocument();
    expect(within(menu).getByRole('region', { name: 'Teaching' })).toBeInTheDocument();
  });
});

describe('phone menu and search overlay', () => {
  it('computes the membership link state', () => {
    expect(membershipLinkState(true, false)).toBe('loading');
    expect(membershipLinkState(true, true)).toBe('loading');
    expect(membershipLinkState(false, true)).toBe('active');
    expect(membershipLinkState(false, false)).toBe('inactive');
  });

  it('closes the phone menu on the backdrop and on navigation, giving focus back to its button', async () => {
    asUser(testUser());
    const { router } = shell();
    await screen.findByRole('button', { name: 'AK, open profile menu' });
    const open = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // The page behind is inert while the menu is open.
    expect(
      screen.getByRole('link', { name: 'Go elsewhere', hidden: true }).closest('[inert]'),
    ).not.toBeNull();
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(menu).queryByRole('region', { name: 'Teaching' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    const backdrop = document.querySelector('.fixed.inset-0 > [aria-hidden]') as HTMLElement;
    await userEvent.click(backdrop);
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();

    await userEvent.click(open);
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Courses' }),
    );
    expect(router.state.location.pathname).toBe('/courses');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('gives an admin the Admin link in Account and the Teaching section', async () => {
    asUser(testUser({ role: 'admin' }));
    shell();
    await screen.findByRole('button', { name: 'AK, open profile menu' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    const account = within(menu).getByRole('region', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(account).getByRole('link', { name: 'Get Lifetime' })).toBeInTheDocument();
    expect(
      within(within(menu).getByRole('region', { name: 'Teaching' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/me/tutor/sessions',
      '/me/tutor/profile',
      '/me/tutor/availability',
      '/instructor',
      '/instructor/courses',
      '/instructor/quizzes',
      '/instructor/question-reports',
      '/instructor/live',
      '/instructor/resources',
      '/instructor/ebooks',
    ]);
    // The learner's library is an account entry.
    expect(within(account).getByRole('link', { name: 'My library' })).toHaveAttribute('href', '/me/library');
  });

  it('logs out from the phone menu', async () => {
    asUser(testUser());
    const logout = answer('POST', '/api/auth/logout', undefined);
    shell('/elsewhere');
    await screen.findByRole('button', { name: 'AK, open profile menu' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'Logout' }),
    );
    expect(await within(mainNav()).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(logout.requests).toHaveLength(1);
    expect(localStorage.getItem('at')).toBeNull();
  });

  it('searches /courses without a query when the text is empty, and closes on Escape', async () => {
    const { router } = shell();
    const button = screen.getByRole('button', { name: 'Search courses' });
    await userEvent.click(button);
    // The overlay's code may still be on its way: the button keeps focus until then.
    expect(await screen.findByPlaceholderText(SEARCH_PLACEHOLDER)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText(SEARCH_PLACEHOLDER)).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.type(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), '   {Enter}');
    expect(router.state.location.pathname).toBe('/courses');
    expect(router.state.location.search).toBe('');
  });
});

describe('guard', () => {
  const guarded = (path: string) =>
    renderRoutes(
      [
        { path: '/login', element: <p>Login page</p> },
        {
          path: '/me/enrollments',
          element: (
            <RequireAuth>
              <p>My courses</p>
            </RequireAuth>
          ),
        },
      ],
      path,
    );

  it('sends a guest to /login carrying where they were going', async () => {
    const { router } = guarded('/me/enrollments?page=2');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/me/enrollments?page=2')}`);
  });

  it('shows the page to a signed-in user', async () => {
    asUser(testUser());
    guarded('/me/enrollments');
    expect(await screen.findByText('My courses')).toBeInTheDocument();
  });
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Terms" onClose={() => setOpen(false)}>
        <p>Body text</p>
      </Modal>
    </>
  );
}

describe('modal', () => {
  it('closes on Escape, on the backdrop and with Close', async () => {
    renderRoutes([{ path: '/', element: <Harness /> }]);
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
