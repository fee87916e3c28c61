import { AUTH_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, deferred, recordRequests } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import LoginPage from './pages/login-page';
import RegisterPage from './pages/register-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/me/enrollments', element: <p>My courses</p> },
  { path: '/', element: <p>Home</p> },
  { path: '/billing/plans', element: <p>Plans</p> },
];

/** `me` answers 401 until `signIn` is called, then the user, as the server would after a sign-in. */
function accountOf(user = testUser()) {
  let signedIn = false;
  answer('GET', '/api/auth/me', () =>
    signedIn ? { user } : apiError(401, 'unauthorized', AUTH_MESSAGES.sessionExpired),
  );
  return {
    user,
    signIn: () => {
      signedIn = true;
    },
  };
}

async function fillRegister(name: string, email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Name'), name);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('register', () => {
  it('shows one message per field, focuses the first wrong one and sends nothing', async () => {
    const requests = recordRequests();
    renderRoutes(routes, '/register');
    await fillRegister('Priya', 'not-an-email', 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.invalidEmail);
    expect(screen.getAllByText(AUTH_MESSAGES.invalidEmail)).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      `At least 8 characters. ${AUTH_MESSAGES.passwordTooShort}`,
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).not.toContain('POST /api/auth/register');
  });

  it('registers once with the trimmed answers, then goes to /me/enrollments; a foreign next is ignored', async () => {
    const account = accountOf();
    const gate = deferred();
    const register = answer(
      'POST',
      '/api/auth/register',
      async () => {
        await gate.promise;
        account.signIn();
        return { accessToken: 'tok', user: account.user };
      },
      { status: 201 },
    );
    const { router } = renderRoutes(routes, '/register?next=//evil.example');
    await fillRegister('  Priya Shah ', 'priya@example.com ', 'a-long-password');
    const button = screen.getByRole('button', { name: 'Create account' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    gate.release();

    expect(await screen.findByText('My courses')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/me/enrollments');
    expect(register.requests).toHaveLength(1);
    expect(register.requests[0]?.body).toEqual({
      name: 'Priya Shah',
      email: 'priya@example.com',
      password: 'a-long-password',
    });
  });

  it("puts the server's field error next to the input, once, and focuses it", async () => {
    answer('POST', '/api/auth/register', () =>
      apiError(409, 'conflict', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken }),
    );
    renderRoutes(routes, '/register');
    await fillRegister('Priya', 'taken@example.com', 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(AUTH_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(screen.getAllByText(AUTH_MESSAGES.emailTaken)).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailTaken);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('login', () => {
  /** Opens `address`, logs in with `email` and waits for the page it goes to. */
  async function logInAt(address: string, email: string) {
    const account = accountOf();
    const login = answer('POST', '/api/auth/login', () => {
      account.signIn();
      return { accessToken: 'tok', user: account.user };
    });
    const { router } = renderRoutes(routes, address);
    await userEvent.type(await screen.findByLabelText('Email'), email);
    await userEvent.type(screen.getByLabelText('Password'), 'whatever-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Plans')).toBeInTheDocument();
    return { router, login };
  }

  it('logs in and returns to next', async () => {
    const { router, login } = await logInAt('/login?next=/billing/plans', ' amira@example.com');
    expect(router.state.location.pathname).toBe('/billing/plans');
    expect(login.requests.map((r) => r.body)).toEqual([
      { email: 'amira@example.com', password: 'whatever-password' },
    ]);
  });

  it('also returns to returnTo (the sign-in before booking a tutor)', async () => {
    const { router } = await logInAt('/login?returnTo=/billing/plans', 'amira@example.com');
    expect(router.state.location.pathname).toBe('/billing/plans');
  });

  it('asks for both fields before calling the server', async () => {
    const requests = recordRequests();
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRequired);
    expect(requests).not.toContain('POST /api/auth/login');
  });

  it("announces the server's message and moves focus to it", async () => {
    answer('POST', '/api/auth/login', () => apiError(401, 'unauthorized', AUTH_MESSAGES.invalidCredentials));
    renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it(`says '${AUTH_MESSAGES.noTokenLogin}' when the answer has no token`, async () => {
    answer('POST', '/api/auth/login', {});
    renderRoutes(routes, '/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'some-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.noTokenLogin);
  });
});
