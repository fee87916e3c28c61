import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, testUser } from '../../test/render';
import LoginPage from './pages/login-page';
import RegisterPage from './pages/register-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/me/enrollments', element: <p>My courses</p> },
  { path: '/', element: <p>Home</p> },
  { path: '/billing/plans', element: <p>Plans</p> },
];

describe('register', () => {
  it('shows the specification messages next to the fields before calling the server', async () => {
    const { calls } = mockApi(null);
    renderRoutes(routes, '/register');
    await userEvent.type(await screen.findByLabelText('Name'), 'Priya');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);
  });

  it('registers, then goes to /me/enrollments; a foreign next is ignored', async () => {
    const user = testUser();
    let registered = false;
    mockApi(null, {
      'POST /api/auth/register': () => {
        registered = true;
        return jsonResponse(201, { accessToken: 'tok', user });
      },
      'GET /api/auth/me': () =>
        registered ? { user } : jsonResponse(401, { error: 'unauthorized', message: 'x' }),
    });
    const { router } = renderRoutes(routes, '/register?next=//evil.example');
    await userEvent.type(await screen.findByLabelText('Name'), 'Priya Shah');
    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('My courses')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/me/enrollments');
  });

  it('puts server field errors next to the inputs', async () => {
    mockApi(null, {
      'POST /api/auth/register': () =>
        jsonResponse(409, {
          error: 'conflict',
          message: 'An account with this email already exists.',
          fields: { email: 'An account with this email already exists.' },
        }),
    });
    renderRoutes(routes, '/register');
    await userEvent.type(await screen.findByLabelText('Name'), 'Priya');
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('An account with this email already exists.')).not.toHaveLength(0);
  });
});

describe('login', () => {
  it('logs in and returns to next', async () => {
    const user = testUser();
    let signedIn = false;
    mockApi(null, {
      'POST /api/auth/login': () => {
        signedIn = true;
        return { accessToken: 'tok', user };
      },
      'GET /api/auth/me': () =>
        signedIn ? { user } : jsonResponse(401, { error: 'unauthorized', message: 'x' }),
    });
    const { router } = renderRoutes(routes, '/login?next=/billing/plans');
    await userEvent.type(await screen.findByLabelText('Email'), 'amira@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/plans'));
  });

  it("shows the server's message, and 'No access token from login' when the answer has none", async () => {
    mockApi(null, {
      'POST /api/auth/login': () =>
        jsonResponse(401, { error: 'unauthorized', message: 'Invalid email or password.' }),
    });
    const { unmount } = renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    unmount();

    mockApi(null, { 'POST /api/auth/login': () => ({}) });
    renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'some-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No access token from login');
  });
});
