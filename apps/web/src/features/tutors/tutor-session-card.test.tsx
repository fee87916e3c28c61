import { TUTOR_TEXT } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import { at, tutoringSession } from '../../test/tutoring-session';
import TutorSessionsPage from './pages/tutor-sessions-page';
import { catchSessionIcs } from './test/session-ics';

const session = tutoringSession;

const render = () =>
  renderRoutes([{ path: '/me/tutor/sessions', element: <TutorSessionsPage /> }], '/me/tutor/sessions');

afterEach(() => vi.restoreAllMocks());

describe('the tutor’s session card', () => {
  it('shows how to join and adds the session to a calendar (.ics with the sign-in, and Google)', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/sessions', { items: [session()] });
    const { ics, createObjectURL, click } = catchSessionIcs();
    render();
    const card = (await screen.findByText(/Amira Khan/)).closest('li') as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'How to join · Zoom' })).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /Join meeting: https:\/\/zoom\.us\/j\/123/ }),
    ).toHaveAttribute('href', 'https://zoom.us/j/123');
    expect(within(card).getByRole('heading', { name: 'Add to calendar' })).toBeInTheDocument();

    const google = within(card).getByRole('link', { name: /Google Calendar/ });
    const url = new URL(google.getAttribute('href')!);
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('text')).toBe('Tutoring: Amira Khan');
    expect(url.searchParams.get('details')).toContain('https://zoom.us/j/123');
    expect(url.searchParams.get('details')).toContain(`${window.location.origin}/me/tutor/sessions`);
    expect(google).toHaveAttribute('target', '_blank');

    await userEvent.click(within(card).getByRole('button', { name: TUTOR_TEXT.downloadIcs }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(ics.requests[0]?.headers.get('authorization')).toBe('Bearer token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const saved = click.mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toBe('tutoring-session-s1.ics');
  });

  it('says so when the calendar file cannot be had', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/sessions', { items: [session()] });
    answer(
      'GET',
      '/api/me/tutoring-sessions/s1/calendar.ics',
      apiError(404, 'not_found', 'Session not found.'),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: TUTOR_TEXT.downloadIcs }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session not found.');
  });

  it('offers no calendar buttons for a session that ended or is not confirmed', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/sessions', {
      items: [
        session({ id: 'past', startAt: at(-3), endAt: at(-2) }),
        session({
          id: 'gone',
          status: 'cancelled',
          meetingLink: null,
          calendarUrl: null,
          googleCalendarUrl: null,
        }),
      ],
    });
    render();
    expect(await screen.findAllByText(/Amira Khan/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: TUTOR_TEXT.downloadIcs })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Calendar/ })).not.toBeInTheDocument();
  });
});
