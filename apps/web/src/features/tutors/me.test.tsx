import type { TutorAvailability, TutorProfile, TutorRequest } from '@medprep/shared';
import { currentZoneName, TUTOR_MESSAGES, TUTOR_TEXT } from '@medprep/shared/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../lib/browser-navigation';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import { at, tutoringSession } from '../../test/tutoring-session';
import AdminTutorRequestsPage from './pages/admin-tutor-requests-page';
import MySessionsPage from './pages/my-sessions-page';
import TutorAvailabilityPage from './pages/tutor-availability-page';
import TutorProfilePage from './pages/tutor-profile-page';
import TutorRequestPage from './pages/tutor-request-page';
import TutorSessionsPage from './pages/tutor-sessions-page';
import { catchSessionIcs } from './test/session-ics';

const session = tutoringSession;

const request = (overrides: Partial<TutorRequest> = {}): TutorRequest => ({
  id: 'r1',
  subject: 'Data interpretation for PLAB 1',
  level: 'PLAB 1',
  availabilityPref: 'Evenings',
  urgency: 'soon',
  notes: '',
  status: 'paid',
  amountMinor: 3000,
  currency: 'GBP',
  createdAt: at(-2),
  paidAt: at(-2),
  dueAt: at(70),
  matchedAt: null,
  matchedTutor: null,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

/** Sets a controlled input's value in one change (typing each key is slow on a loaded machine). */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const route = (path: string, element: React.ReactNode, initial = path) =>
  renderRoutes([{ path, element }], initial);

describe('/me/sessions', () => {
  it('shows Upcoming and Past, the meeting link, calendar links and the requests', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/tutoring-sessions', {
      items: [
        session(),
        session({ id: 's2', startAt: at(-30), endAt: at(-29), status: 'completed', meetingLink: null }),
      ],
      requests: [request({ status: 'matched', matchedTutor: { id: 't2', name: 'Dr Tom Reid' } })],
    });
    route('/me/sessions', <MySessionsPage />);
    const upcoming = (await screen.findByRole('heading', { name: TUTOR_TEXT.upcoming })).closest(
      'section',
    ) as HTMLElement;
    expect(within(upcoming).getByRole('link', { name: /Join meeting/ })).toHaveAttribute(
      'href',
      'https://zoom.us/j/123',
    );
    expect(within(upcoming).getByRole('button', { name: TUTOR_TEXT.downloadIcs })).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: /Google Calendar/ })).toBeInTheDocument();
    const past = screen.getByRole('heading', { name: TUTOR_TEXT.past }).closest('section') as HTMLElement;
    expect(within(past).getByText('Completed')).toBeInTheDocument();
    expect(within(past).queryByRole('button')).toBeNull();
    expect(screen.getByText('Data interpretation for PLAB 1')).toBeInTheDocument();
    expect(screen.getByText('with Dr Tom Reid')).toBeInTheDocument();
  });

  it("downloads the learner's .ics with the sign-in (a plain link would get 401)", async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/tutoring-sessions', { items: [session()], requests: [] });
    const { ics, click } = catchSessionIcs();
    route('/me/sessions', <MySessionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: TUTOR_TEXT.downloadIcs }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(ics.requests[0]?.headers.get('authorization')).toBe('Bearer token');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('tutoring-session-s1.ics');
    click.mockRestore();
  });

  it('asks to cancel with a reason in a dialog', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/tutoring-sessions', { items: [session()], requests: [] });
    const cancel = answer('POST', '/api/me/tutoring-sessions/s1/cancel-request', { session: session() });
    route('/me/sessions', <MySessionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: TUTOR_TEXT.askToCancel }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Clinic shift moved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(cancel.requests[0]?.body).toEqual({ reason: 'Clinic shift moved' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("opens the cancel or reschedule dialog a booking confirmation's link names, then tidies the address", async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/tutoring-sessions', { items: [session()], requests: [] });
    answer('GET', '/api/tutors/t1/availability', { slots: [], timezone: 'Europe/London', durationMin: 60 });
    const first = route('/me/sessions', <MySessionsPage />, '/me/sessions?cancel=s1');
    expect(await screen.findByRole('dialog', { name: 'Ask the tutor to cancel' })).toBeInTheDocument();
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    first.unmount();
    route('/me/sessions', <MySessionsPage />, '/me/sessions?reschedule=s1');
    expect(await screen.findByRole('dialog', { name: 'Choose a new time' })).toBeInTheDocument();
  });

  it('reschedules to another slot of the same length; a failure shows the server’s sentence', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/tutoring-sessions', { items: [session()], requests: [] });
    const newStart = at(48);
    const newEnd = at(49);
    const slots = answer('GET', '/api/tutors/t1/availability', {
      slots: [
        {
          startAt: newStart,
          endAt: newEnd,
          local: { date: '2026-01-01', start: '10:00', end: '11:00', timezone: 'Europe/London' },
        },
      ],
      timezone: 'Europe/London',
      durationMin: 60,
    });
    answer(
      'PATCH',
      '/api/me/tutoring-sessions/s1/reschedule',
      apiError(409, 'conflict', TUTOR_MESSAGES.slotTaken),
      {
        once: true,
      },
    );
    route('/me/sessions', <MySessionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: TUTOR_TEXT.reschedule }));
    const dialog = screen.getByRole('dialog');
    const move = await within(dialog).findByRole('button', { name: /^Move here/ });
    expect(slots.requests[0]?.url.searchParams.get('durationMin')).toBe('60');
    await userEvent.click(move);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TUTOR_MESSAGES.slotTaken);
    const patch = answer('PATCH', '/api/me/tutoring-sessions/s1/reschedule', { session: session() });
    await userEvent.click(
      await within(screen.getByRole('dialog')).findByRole('button', { name: /^Move here/ }),
    );
    await waitFor(() => expect(patch.requests[0]?.body).toEqual({ startAt: newStart, endAt: newEnd }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the error with Retry and the empty lists', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/tutoring-sessions', apiError(500, 'internal', ''), { once: true });
    route('/me/sessions', <MySessionsPage />);
    expect(await screen.findByText(TUTOR_MESSAGES.loadSessionsFailed)).toBeInTheDocument();
    answer('GET', '/api/me/tutoring-sessions', { items: [], requests: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No upcoming sessions.')).toBeInTheDocument();
    expect(screen.getByText('No past sessions.')).toBeInTheDocument();
  });
});

describe('/me/tutor/sessions', () => {
  it('asks for confirmed, completed and cancelled by default; completes only after the end', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    const list = answer('GET', '/api/me/tutor/sessions', {
      items: [
        session({ id: 'past', startAt: at(-3), endAt: at(-2) }),
        session({ id: 'future', startAt: at(5), endAt: at(6) }),
      ],
    });
    const complete = answer('PATCH', '/api/me/tutor/sessions/past/complete', apiError(500, 'internal', ''));
    route('/me/tutor/sessions', <TutorSessionsPage />);
    const buttons = await screen.findAllByRole('button', { name: TUTOR_TEXT.complete });
    expect(buttons).toHaveLength(1);
    expect(list.requests[0]?.url.searchParams.get('status')).toBe('confirmed,completed,cancelled');
    await userEvent.click(buttons[0] as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent(TUTOR_MESSAGES.completeFailed);
    expect(complete.requests).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await waitFor(() => expect(list.requests.at(-1)?.url.searchParams.get('status')).toBe('cancelled'));
  });

  it('approves a cancel request', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/sessions', {
      items: [session({ cancelRequest: { requestedAt: at(-1), approvedAt: null, reason: 'Ill' } })],
    });
    const approve = answer('PATCH', '/api/me/tutor/sessions/s1/approve-cancel', apiError(500, 'x', ''), {
      once: true,
    });
    route('/me/tutor/sessions', <TutorSessionsPage />);
    expect(await screen.findByText('Reason: Ill')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TUTOR_TEXT.approveCancel }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TUTOR_MESSAGES.approveFailed);
    answer('PATCH', '/api/me/tutor/sessions/s1/approve-cancel', { session: session({ status: 'refunded' }) });
    await userEvent.click(screen.getByRole('button', { name: TUTOR_TEXT.approveCancel }));
    await waitFor(() => expect(approve.requests).toHaveLength(1));
    expect(await screen.findByText('Cancel approved.')).toBeInTheDocument();
  });
});

const profile = (overrides: Partial<TutorProfile> = {}): TutorProfile => ({
  id: 'u1',
  userId: 'u1',
  user: { name: 'Amira Khan', avatar: null },
  headline: 'PLAB coach',
  bio: '',
  subjects: ['PLAB 1', 'ECGs'],
  languages: ['en'],
  timezone: 'Europe/London',
  hourlyRateMinor: 5000,
  currency: 'GBP',
  meetingProvider: 'zoom',
  meetingNote: '',
  isListed: false,
  createdAt: at(-100),
  updatedAt: at(-100),
  ...overrides,
});

describe('/me/tutor/profile', () => {
  it('starts a new profile at 60 GBP, and a listed tutor needs a headline (the shared rule)', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/profile', { profile: null });
    const save = answer('PUT', '/api/me/tutor/profile', ({ body }) => ({
      profile: profile({ ...(body as object), hourlyRateMinor: 7500, isListed: true }),
    }));
    route('/me/tutor/profile', <TutorProfilePage />);
    expect(await screen.findByLabelText('Hourly rate (major units)')).toHaveValue(60);
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
    await userEvent.click(screen.getByLabelText('Listed in the tutor directory'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TUTOR_MESSAGES.listedNeedsHeadline)).toBeInTheDocument();
    expect(screen.getByLabelText('Headline')).toHaveFocus();
    expect(save.requests).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Headline'), 'MRCP coach');
    await userEvent.type(screen.getByLabelText('Subjects (comma separated)'), 'MRCP, Cardiology ,');
    await userEvent.clear(screen.getByLabelText('Hourly rate (major units)'));
    await userEvent.type(screen.getByLabelText('Hourly rate (major units)'), '75');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]?.body).toMatchObject({
      headline: 'MRCP coach',
      subjects: ['MRCP', 'Cardiology'],
      hourlyRateMajor: 75,
      currency: 'GBP',
      meetingProvider: 'zoom',
      isListed: true,
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('picks the time zone from a searchable list of IANA zones, Europe/London by default', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/profile', { profile: null });
    const save = answer('PUT', '/api/me/tutor/profile', ({ body }) => ({
      profile: profile({ ...(body as object) }),
    }));
    route('/me/tutor/profile', <TutorProfilePage />);
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/London');
    expect(zone).toHaveAttribute('aria-expanded', 'false');

    // Free text is a search, never a value: nothing matches, and leaving keeps Europe/London.
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars');
    expect(zone).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Time zones' });
    expect(within(list).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getAllByText('No time zone matches “Mars”.').length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    expect(zone).toHaveValue('Europe/London');

    await userEvent.clear(zone);
    await userEvent.type(zone, 'kara');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Asia/Karachi']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(zone).toHaveValue('Asia/Karachi');
    expect(zone).toHaveAttribute('aria-expanded', 'false');
    expect(save.requests).toHaveLength(0); // Enter chose; it did not submit

    await userEvent.clear(zone);
    await userEvent.type(zone, 'new york');
    await userEvent.click(within(list).getByRole('option', { name: 'America/New_York' }));
    expect(zone).toHaveValue('America/New_York');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]?.body).toMatchObject({ timezone: 'America/New_York' });
  });

  it('lists every zone the browser knows and UTC, and shows the server’s refusal beside the field', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/profile', { profile: profile({ timezone: 'Asia/Karachi' }) });
    answer(
      'PUT',
      '/api/me/tutor/profile',
      apiError(400, 'validation', 'Invalid request', { timezone: TUTOR_MESSAGES.timezoneInvalid }),
    );
    route('/me/tutor/profile', <TutorProfilePage />);
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Asia/Karachi');
    await userEvent.click(zone);
    const names = within(screen.getByRole('listbox', { name: 'Time zones' }))
      .getAllByRole('option')
      .map((o) => o.textContent?.replace(' (this device)', '').replace('✓', ''));
    for (const known of [...Intl.supportedValuesOf('timeZone'), 'UTC'])
      expect(names).toContain(currentZoneName(known));
    // Found by the name the IANA database uses now.
    expect(names).toContain('Asia/Kolkata');
    expect(names).not.toContain('Asia/Calcutta');
    expect(new Set(names).size).toBe(names.length);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TUTOR_MESSAGES.timezoneInvalid)).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(zone).toHaveAccessibleDescription(expect.stringContaining(TUTOR_MESSAGES.timezoneInvalid));
  });

  it('shows the load error with Retry', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/profile', apiError(500, 'internal', ''));
    route('/me/tutor/profile', <TutorProfilePage />);
    expect(await screen.findByText(TUTOR_MESSAGES.loadProfileFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

const availability = (overrides: Partial<TutorAvailability> = {}): TutorAvailability => ({
  timezone: 'Europe/London',
  slotSizeMin: 60,
  bufferMin: 0,
  weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
  exceptions: [],
  daysOff: [],
  ...overrides,
});

describe('/me/tutor/availability', () => {
  it('refuses invalid rows, then saves weekly rows and exceptions', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/availability', availability());
    const save = answer('PUT', '/api/me/tutor/availability', ({ body }) => body as TutorAvailability);
    route('/me/tutor/availability', <TutorAvailabilityPage />);
    expect(await screen.findByLabelText('Monday 1 Start')).toHaveValue('09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add exception' }));
    fill(screen.getByLabelText('Dated exceptions 1 Date'), '2026-02-30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TUTOR_MESSAGES.invalidRows);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Dated exceptions 1 Date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Dated exceptions 1 Date')).toHaveAccessibleDescription(
      TUTOR_MESSAGES.rowDate,
    );

    fill(screen.getByLabelText('Dated exceptions 1 Date'), '2026-03-02');
    fill(screen.getByLabelText(/Slot size/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TUTOR_MESSAGES.slotSize);
    fill(screen.getByLabelText(/Slot size/), '30');

    await userEvent.click(screen.getByRole('button', { name: 'Add day off' }));
    fill(screen.getByLabelText('Days off 1 Date'), '2026-13-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TUTOR_MESSAGES.invalidRows);
    fill(screen.getByLabelText('Days off 1 Date'), '2026-12-25');

    await userEvent.click(screen.getByRole('button', { name: 'Add hours: Wednesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Monday 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]?.body).toEqual({
      timezone: 'Europe/London',
      slotSizeMin: 30,
      bufferMin: 0,
      weekly: [{ weekday: 3, start: '09:00', end: '17:00' }],
      exceptions: [{ date: '2026-03-02', start: '09:00', end: '12:00' }],
      daysOff: ['2026-12-25'],
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  }, 20_000);

  it('puts an end-before-start error on the row itself, not only in the summary', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer(
      'GET',
      '/api/me/tutor/availability',
      availability({
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 2, start: '09:00', end: '12:00' },
        ],
      }),
    );
    const save = answer('PUT', '/api/me/tutor/availability', ({ body }) => body as TutorAvailability);
    route('/me/tutor/availability', <TutorAvailabilityPage />);
    const end = await screen.findByLabelText('Monday 1 End');
    fill(end, '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TUTOR_MESSAGES.invalidRows);
    // The row at fault is marked and says what is wrong; the other rows are not.
    for (const name of ['Monday 1 Start', 'Monday 1 End']) {
      const input = screen.getByLabelText(name);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(TUTOR_MESSAGES.rowEndBeforeStart);
    }
    expect(screen.getByLabelText('Tuesday 1 End')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Tuesday 1 End')).not.toHaveAccessibleDescription();
    expect(screen.getAllByText(TUTOR_MESSAGES.rowEndBeforeStart)).toHaveLength(1);
    expect(save.requests).toHaveLength(0);
    // Fixing the row clears its message at once.
    fill(end, '13:00');
    expect(screen.queryByText(TUTOR_MESSAGES.rowEndBeforeStart)).not.toBeInTheDocument();
    expect(end).not.toHaveAttribute('aria-invalid');
  });

  it('takes dates from date inputs and the zone from a select of every zone, this device’s first', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/availability', availability({ timezone: 'Europe/London' }));
    const save = answer('PUT', '/api/me/tutor/availability', ({ body }) => body as TutorAvailability);
    route('/me/tutor/availability', <TutorAvailabilityPage />);
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/London');
    const options = within(zone).getAllByRole('option') as HTMLOptionElement[];
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(options[0]).toHaveValue(here);
    expect(options[0]).toHaveTextContent(`${here} (this device)`);
    const values = options.map((o) => o.value);
    for (const known of Intl.supportedValuesOf('timeZone')) expect(values).toContain(currentZoneName(known));
    expect(new Set(values).size).toBe(values.length);
    await userEvent.selectOptions(zone, 'Asia/Karachi');

    await userEvent.click(screen.getByRole('button', { name: 'Add exception' }));
    const date = screen.getByLabelText('Dated exceptions 1 Date');
    expect(date).toHaveAttribute('type', 'date');
    fill(date, '2026-03-02');
    await userEvent.click(screen.getByRole('button', { name: 'Add day off' }));
    expect(screen.getByLabelText('Days off 1 Date')).toHaveAttribute('type', 'date');
    fill(screen.getByLabelText('Days off 1 Date'), '2026-12-25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]?.body).toMatchObject({
      timezone: 'Asia/Karachi',
      exceptions: [{ date: '2026-03-02', start: '09:00', end: '12:00' }],
      daysOff: ['2026-12-25'],
    });
  });

  it('asks before leaving with unsaved edits', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    answer('GET', '/api/me/tutor/availability', availability());
    const { router } = renderRoutes(
      [
        { path: '/me/tutor/availability', element: <TutorAvailabilityPage /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
      ],
      '/me/tutor/availability',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add hours: Friday' }));
    void router.navigate('/elsewhere');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/me/tutor/availability');
  });
});

describe('/tutors/request', () => {
  it('needs a subject, shows the cancelled notice, and goes to the £30 checkout', async () => {
    signedInAs(testUser());
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const checkout = answer('POST', '/api/tutor-requests/checkout', {
      checkoutUrl: '/pay/cs_r',
      sessionId: 'cs_r',
      requestId: 'r1',
    });
    route('/tutors/request', <TutorRequestPage />, '/tutors/request?cancelled=1');
    expect(await screen.findByText(TUTOR_MESSAGES.requestCancelledNotice)).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: /Continue to payment · £30.00/ });
    await userEvent.click(pay);
    expect(await screen.findByText(TUTOR_MESSAGES.subjectRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('What do you need help with?'), 'SBA practice');
    await userEvent.click(screen.getByLabelText('Urgent'));
    await userEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/cs_r'));
    expect(checkout.requests[0]?.body).toMatchObject({ subject: 'SBA practice', urgency: 'urgent' });
  });
});

describe('/admin/tutor-requests', () => {
  it('lists paid requests with their due time and marks one matched', async () => {
    signedInAs(testUser({ role: 'admin' }));
    answer('GET', '/api/admin/tutor-requests', {
      items: [request({ learner: { id: 'u9', name: 'Lina Haddad', email: 'lina@example.com' } })],
      meta: { page: 1, limit: 12, hasNextPage: false, total: 1 },
    });
    answer('GET', '/api/tutors', {
      items: [
        {
          id: 't1',
          userId: 't1',
          user: { name: 'Dr Priya Shah', avatar: null },
          headline: '',
          subjects: [],
          languages: [],
          hourlyRateMinor: 6000,
          currency: 'GBP',
          timezone: 'Europe/London',
          rating: null,
          ratingCount: 0,
          completedSessions: 0,
        },
      ],
      page: 1,
      total: 1,
    });
    const match = answer('POST', '/api/admin/tutor-requests/r1/match', {
      request: request({ status: 'matched' }),
    });
    route('/admin/tutor-requests', <AdminTutorRequestsPage />);
    expect(await screen.findByText('Lina Haddad · lina@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^Due:/)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Dr Priya Shah' });
    await userEvent.selectOptions(screen.getByLabelText('Tutor'), 't1');
    await userEvent.click(screen.getByRole('button', { name: 'Mark matched' }));
    await waitFor(() => expect(match.requests[0]?.body).toEqual({ tutorId: 't1' }));
  });
});
