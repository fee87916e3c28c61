import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { myApplicationOf } from '../features/applications/test-fixtures';
import { useTitle } from '../lib/use-title';
import { answer, signedInAs } from '../test/msw';
import { renderRoutes, testUser } from '../test/render';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Pager } from '../ui/pager';
import { RequireAuth } from './guard';
import { Layout } from './layout';
import { routes } from './routes';
import { SHELL_TEXT } from './shell-text';
import { TopBar } from './top-bar';

const noApplication = () => answer('GET', '/api/me/instructor/application', { application: null });

function TitledPage({ title, children }: { title: string; children?: React.ReactNode }) {
  useTitle(title);
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
}

const inLayout = (path = '/') =>
  renderRoutes(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/',
            element: (
              <TitledPage title="Home">
                <Link to="/courses">Go to courses</Link>
              </TitledPage>
            ),
          },
          { path: '/courses', element: <TitledPage title="Courses" /> },
          {
            path: '/me/enrollments',
            element: (
              <RequireAuth>
                <TitledPage title="My courses" />
              </RequireAuth>
            ),
          },
          { path: '/login', element: <TitledPage title="Log in" /> },
        ],
      },
    ],
    path,
  );

describe('route changes', () => {
  it('move focus to the new page’s h1 and announce its title', async () => {
    inLayout('/');
    await screen.findByRole('heading', { name: 'Home', level: 1 });
    // The first page load moves nothing: the screen reader reads the page itself.
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Go to courses' }));
    const heading = await screen.findByRole('heading', { name: 'Courses', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Courses'));
    expect(screen.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
  }, 20_000);

  it('send an unknown address home with an announced notice', async () => {
    const { router } = renderRoutes(routes, '/no/such/page');
    // The home page loads lazily.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(await screen.findByText(SHELL_TEXT.notFound, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(SHELL_TEXT.notFound).closest('[aria-live]')).not.toBeNull();
  }, 20_000);
});

describe('signing out', () => {
  it('on a protected page goes home, not to the sign-in form', async () => {
    signedInAs(testUser());
    noApplication();
    const logout = answer('POST', '/api/auth/logout', undefined);
    const { router } = inLayout('/me/enrollments');
    await screen.findByRole('heading', { name: 'My courses' });
    await userEvent.click(screen.getByRole('button', { name: 'AK, open profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(logout.requests).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('findable entries', () => {
  const bar = () =>
    renderRoutes([
      {
        element: (
          <>
            <TopBar />
            <Outlet />
          </>
        ),
        children: [{ path: '/', element: <p>Home</p> }],
      },
    ]);

  it("offers 'Teach on MedPrep' and, once applied, 'My application' in the profile and phone menus", async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/instructor/application', { application: myApplicationOf() });
    bar();
    await userEvent.click(await screen.findByRole('button', { name: 'AK, open profile menu' }));
    const menu = screen.getByRole('menu', { name: 'Profile' });
    expect(within(menu).getByRole('menuitem', { name: 'Teach on MedPrep' })).toHaveAttribute(
      'href',
      '/teach',
    );
    expect(await within(menu).findByRole('menuitem', { name: 'My application' })).toHaveAttribute(
      'href',
      '/me/instructor/application',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const account = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('region', {
      name: 'Account',
    });
    expect(within(account).getByRole('link', { name: 'My application' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Teach on MedPrep' })).toBeInTheDocument();
  });

  it("hides 'My application' when there is none, and 'Teach on MedPrep' from instructors", async () => {
    signedInAs(testUser({ role: 'instructor' }));
    const mine = noApplication();
    bar();
    await userEvent.click(await screen.findByRole('button', { name: 'AK, open profile menu' }));
    await waitFor(() => expect(mine.requests).toHaveLength(1));
    const menu = screen.getByRole('menu', { name: 'Profile' });
    expect(within(menu).queryByRole('menuitem', { name: 'My application' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Teach on MedPrep' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Instructor – Courses' })).toBeInTheDocument();
  });
});

function Confirm({ withRef = false }: { withRef?: boolean }) {
  const [open, setOpen] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <>
      <p>
        <button type="button" onClick={() => setOpen(true)}>
          Cancel membership
        </button>
      </p>
      <Modal
        open={open}
        title="Cancel your membership?"
        onClose={() => setOpen(false)}
        initialFocus={withRef ? keep : undefined}
        footer={
          <>
            {withRef && (
              <Button ref={keep} variant="secondary" onClick={() => setOpen(false)}>
                Keep it
              </Button>
            )}
            <Button variant="danger">Yes, cancel</Button>
          </>
        }
      >
        <p>You keep access until the end.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('makes the page behind inert and opens a destructive confirmation on the safe choice', async () => {
    renderRoutes([{ path: '/', element: <Confirm /> }]);
    const opener = screen.getByRole('button', { name: 'Cancel membership' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel your membership?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('focuses the element its initialFocus names', async () => {
    renderRoutes([{ path: '/', element: <Confirm withRef /> }]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });
});

function PagedList() {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={top}>Results</h2>
      <p>Page {page} items</p>
      <Pager page={page} hasNextPage={page < 3} onPage={setPage} scrollTargetRef={top} />
    </>
  );
}

describe('Pager', () => {
  it("scrolls the list's top into view and moves focus there", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderRoutes([{ path: '/', element: <PagedList /> }]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const heading = screen.getByRole('heading', { name: 'Results' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(screen.getByText('Page 2 items')).toBeInTheDocument();
  });
});
