import type { TutorDetail, TutoringSession, TutorListItem, TutorSlot } from '@medprep/shared';
import { TUTOR_BOOKING_CONFIRMATION, TUTOR_MESSAGES, TUTOR_TEXT } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../lib/browser-navigation';
import { answer, apiError, deferred, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import { tutoringSession } from '../../test/tutoring-session';
import { calendarDownload } from './calendar';
import BookingSuccessPage from './pages/booking-success-page';
import RequestSuccessPage from './pages/request-success-page';
import TutorPage from './pages/tutor-page';
import TutorsPage from './pages/tutors-page';

const tutorItem = (overrides: Partial<TutorListItem> = {}): TutorListItem => ({
  id: 't1',
  userId: 't1',
  user: { name: 'Dr Priya Shah', avatar: null },
  headline: 'PLAB 2 and UKMLA coaching',
  subjects: ['PLAB 2', 'UKMLA', 'Cardiology', 'ECGs', 'Ethics'],
  languages: ['en'],
  hourlyRateMinor: 6000,
  currency: 'GBP',
  timezone: 'Europe/London',
  rating: null,
  ratingCount: 0,
  completedSessions: 3,
  ...overrides,
});

const detail = (overrides: Partial<TutorDetail> = {}): TutorDetail => ({
  ...tutorItem(),
  bio: 'Ten years in emergency medicine.',
  meetingProvider: 'zoom',
  slotSizeMin: 60,
  ...overrides,
});

/** A slot at a UTC instant, with its London wall times. */
const slot = (startIso: string, minutes = 60, localStart = '', localEnd = ''): TutorSlot => ({
  startAt: startIso,
  endAt: new Date(new Date(startIso).getTime() + minutes * 60_000).toISOString(),
  local: { date: startIso.slice(0, 10), start: localStart, end: localEnd, timezone: 'Europe/London' },
});

/** The viewer's zone, as the browser reports it. */
function viewerIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const renderList = (path = '/tutors') => renderRoutes([{ path: '/tutors', element: <TutorsPage /> }], path);

describe('/tutors', () => {
  it('lists cards with the top 4 subjects, rate and zone, and Request a Tutor', async () => {
    const list = answer('GET', '/api/tutors', { items: [tutorItem()], page: 1, total: 1 });
    renderList();
    const card = (await screen.findByRole('link', { name: 'Dr Priya Shah' })).closest(
      'article',
    ) as HTMLElement;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PLAB 2', 'UKMLA', 'Cardiology', 'ECGs']);
    expect(card).toHaveTextContent('£60.00 / hour');
    expect(card).toHaveTextContent('Time zone: Europe/London');
    expect(screen.getByRole('link', { name: TUTOR_TEXT.requestTutor })).toHaveAttribute(
      'href',
      '/tutors/request',
    );
    expect(list.requests[0]?.url.searchParams.get('limit')).toBe('12');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('reads the filters from the address and writes them back on Apply', async () => {
    const list = answer('GET', '/api/tutors', { items: [tutorItem()], page: 2, total: 30 });
    const { router } = renderList('/tutors?subject=ECGs&sort=price_asc&minPrice=20&page=2');
    await screen.findByRole('link', { name: 'Dr Priya Shah' });
    const first = list.requests[0]?.url.searchParams;
    expect(first?.get('subject')).toBe('ECGs');
    expect(first?.get('sort')).toBe('price_asc');
    expect(first?.get('minPrice')).toBe('20');
    expect(first?.get('page')).toBe('2');
    expect(screen.getByLabelText('Subject')).toHaveValue('ECGs');
    await userEvent.clear(screen.getByLabelText(/Max price/));
    await userEvent.type(screen.getByLabelText(/Max price/), '80');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?subject=ECGs&sort=price_desc&minPrice=20&maxPrice=80'),
    );
    await waitFor(() => expect(list.requests.at(-1)?.url.searchParams.get('maxPrice')).toBe('80'));
  });

  it('shows the empty state, and the error with Retry', async () => {
    answer('GET', '/api/tutors', apiError(500, 'internal', 'Boom'), { once: true });
    renderList();
    expect(await screen.findByText(TUTOR_MESSAGES.loadFailed)).toBeInTheDocument();
    answer('GET', '/api/tutors', { items: [], page: 1, total: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No tutors match these filters.')).toBeInTheDocument();
  });
});

const renderProfile = (path = '/tutors/t1') =>
  renderRoutes(
    [
      { path: '/tutors/:tutorId', element: <TutorPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    path,
  );

describe('/tutors/{id}', () => {
  it('shows the slots in the viewer’s zone (New York) with the tutor’s London times, by day', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z'), toFake: ['Date'] });
    viewerIn('America/New_York');
    answer('GET', '/api/tutors/t1', { tutor: detail() });
    const slots = answer('GET', '/api/tutors/t1/availability', {
      slots: [
        slot('2026-03-03T14:00:00Z', 60, '14:00', '15:00'),
        slot('2026-03-03T15:00:00Z', 60, '15:00', '16:00'),
        // 02:00 London on the 5th is 21:00 on the 4th in New York.
        slot('2026-03-05T02:00:00Z', 60, '02:00', '03:00'),
      ],
      timezone: 'Europe/London',
      durationMin: 60,
    });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Priya Shah' })).toBeInTheDocument();
    expect(await screen.findByText(/your time zone \(America\/New_York\)/)).toBeInTheDocument();
    expect(screen.getByText(/The tutor works in Europe\/London/)).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Tue 3 Mar', 'Wed 4 Mar']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'Book Tue 3 Mar 09:00–10:00' })).toBeInTheDocument();
    expect(within(panel).getByText("Tutor's time 14:00–15:00")).toBeInTheDocument();
    await userEvent.click(tabs[1] as HTMLElement);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Book Wed 4 Mar 21:00–22:00' }),
    ).toBeInTheDocument();
    // Today to 14 days ahead, 60 minutes unless changed.
    const query = slots.requests[0]?.url.searchParams;
    expect(query?.get('durationMin')).toBe('60');
    expect(query?.get('from')).toBe('2026-03-02T12:00:00.000Z');
    await userEvent.selectOptions(screen.getByLabelText('Duration'), '90');
    await waitFor(() => expect(slots.requests.at(-1)?.url.searchParams.get('durationMin')).toBe('90'));
  });

  it('sends a guest to log in and back', async () => {
    answer('GET', '/api/tutors/t1', { tutor: detail() });
    answer('GET', '/api/tutors/t1/availability', {
      slots: [slot(new Date(Date.now() + 86_400_000).toISOString())],
      timezone: 'Europe/London',
      durationMin: 60,
    });
    const { router } = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: /^Book / }));
    await screen.findByText('Login page');
    expect(router.state.location.search).toBe('?returnTo=%2Ftutors%2Ft1');
  });

  it('books: holds the slot and goes to the checkout; a 409 says so and asks for the times again', async () => {
    signedInAs(testUser());
    answer('GET', '/api/tutors/t1', { tutor: detail() });
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const slots = answer('GET', '/api/tutors/t1/availability', {
      slots: [slot(start)],
      timezone: 'Europe/London',
      durationMin: 60,
    });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    answer('POST', '/api/tutors/t1/checkout', apiError(409, 'conflict', TUTOR_MESSAGES.slotTaken), {
      once: true,
    });
    renderProfile();
    const book = await screen.findByRole('button', { name: /^Book / });
    await userEvent.click(book);
    expect(await screen.findByRole('alert')).toHaveTextContent(TUTOR_MESSAGES.slotTaken);
    await waitFor(() => expect(slots.requests.length).toBeGreaterThan(1));
    expect(assign).not.toHaveBeenCalled();

    const checkout = answer('POST', '/api/tutors/t1/checkout', {
      checkoutUrl: '/pay/cs_1',
      sessionId: 'cs_1',
      tutoringSessionId: 'ts1',
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Book / }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/cs_1'));
    expect(checkout.requests[0]?.body).toEqual({ startAt: start, endAt: slot(start).endAt });
  });

  it("says 'Tutor not found or not listed.' for a 404", async () => {
    answer('GET', '/api/tutors/t1', apiError(404, 'not_found', 'Not found'));
    renderProfile();
    expect(await screen.findByText(TUTOR_MESSAGES.notFoundOrUnlisted)).toBeInTheDocument();
  });

  it('shows the slots error with Retry, and an empty window', async () => {
    answer('GET', '/api/tutors/t1', { tutor: detail() });
    answer('GET', '/api/tutors/t1/availability', apiError(500, 'internal', ''), { once: true });
    renderProfile();
    expect(await screen.findByText(TUTOR_MESSAGES.loadAvailabilityFailed)).toBeInTheDocument();
    answer('GET', '/api/tutors/t1/availability', { slots: [], timezone: 'Europe/London', durationMin: 60 });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No free times in the next 14 days.')).toBeInTheDocument();
  });
});

/** A confirmed booking, Mon 23 Nov 2026 15:00–16:00 UTC (15:00 in London, 10:00 in New York). */
const booked = (overrides: Partial<TutoringSession> = {}): TutoringSession =>
  tutoringSession({
    id: 'ts1',
    startAt: '2026-11-23T15:00:00.000Z',
    endAt: '2026-11-23T16:00:00.000Z',
    amountMinor: 4000,
    calendarUrl: '/api/me/tutoring-sessions/ts1/calendar.ics',
    googleCalendarUrl:
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Tutoring&dates=20261123T150000Z%2F20261123T160000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });

describe('confirmation pages', () => {
  const renderConfirm = (path: string) =>
    renderRoutes(
      [
        { path: '/tutors/booking-success', element: <BookingSuccessPage /> },
        { path: '/tutors/request-success', element: <RequestSuccessPage /> },
      ],
      path,
    );

  it('confirms a booking: confirming, then the booking with My Sessions', async () => {
    signedInAs(testUser());
    answer('GET', '/api/tutors/t1', { tutor: detail() });
    const gate = deferred();
    const confirm = answer('POST', '/api/me/tutoring-sessions/ts1/confirm', async () => {
      await gate.promise;
      return { status: 'confirmed', session: booked() };
    });
    renderConfirm('/tutors/booking-success?sid=cs_1&tid=ts1');
    expect(await screen.findByText(TUTOR_TEXT.confirming)).toBeInTheDocument();
    gate.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: TUTOR_BOOKING_CONFIRMATION.title }),
    ).toHaveFocus();
    expect(screen.getByRole('link', { name: TUTOR_TEXT.mySessions })).toHaveAttribute('href', '/me/sessions');
    expect(confirm.requests[0]?.body).toEqual({ sessionId: 'cs_1' });
  });

  it("shows the booking like Cal.com's: tutor, both zones' times, duration, price, how to join, calendar, changes", async () => {
    viewerIn('America/New_York');
    signedInAs(testUser());
    answer('GET', '/api/tutors/t1', { tutor: detail({ timezone: 'Europe/London' }) });
    answer('POST', '/api/me/tutoring-sessions/ts1/confirm', { status: 'confirmed', session: booked() });
    const sync = answer('POST', '/api/purchase/sync', {
      fulfilled: true,
      status: 'fulfilled',
      kind: 'tutor_session',
      deepLink: '/me/sessions',
      purchaseId: 'p-77',
    });
    const saved = vi.spyOn(calendarDownload, 'save').mockImplementation(() => {});
    renderConfirm('/tutors/booking-success?sid=cs_1&tid=ts1');
    await screen.findByRole('heading', { level: 1, name: TUTOR_BOOKING_CONFIRMATION.title });
    const details = screen.getByRole('region', { name: 'Booking details' });
    expect(screen.getByText(TUTOR_BOOKING_CONFIRMATION.booked('Dr Priya Shah'))).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Dr Priya Shah' })).toHaveAttribute(
      'href',
      '/tutors/t1',
    );
    // The learner's time, then the tutor's, each named by its zone.
    expect(within(details).getByText('Your time (America/New_York)')).toBeInTheDocument();
    expect(within(details).getByText('Mon, 23 Nov 2026, 10:00–11:00')).toBeInTheDocument();
    expect(await within(details).findByText('Tutor’s time (Europe/London)')).toBeInTheDocument();
    expect(within(details).getByText('Mon, 23 Nov 2026, 15:00–16:00')).toBeInTheDocument();
    expect(within(details).getByText('60 minutes')).toBeInTheDocument();
    expect(within(details).getByText('£40.00')).toBeInTheDocument();
    expect(
      await within(details).findByRole('link', { name: TUTOR_BOOKING_CONFIRMATION.receipt }),
    ).toHaveAttribute('href', '/me/purchases/p-77/receipt');
    expect(sync.requests[0]?.body).toEqual({ sessionId: 'cs_1' });
    expect(within(details).getByText('Zoom')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /zoom\.us\/j\/123/ })).toHaveAttribute(
      'href',
      'https://zoom.us/j/123',
    );
    // Add to calendar: Google's template link, and the .ics built from the booking.
    expect(screen.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE.*dates=20261123T150000Z%2F20261123T160000Z/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download .ics' }));
    const [fileName, ics] = saved.mock.calls[0] ?? [];
    expect(fileName).toBe('tutoring-session-ts1.ics');
    expect(ics).toContain('DTSTART:20261123T150000Z\r\nDTEND:20261123T160000Z');
    expect(ics).toContain('SUMMARY:Tutoring: Dr Priya Shah and Amira Khan');
    // Where to change it: My Sessions opens the right dialog.
    expect(screen.getByRole('link', { name: TUTOR_BOOKING_CONFIRMATION.reschedule })).toHaveAttribute(
      'href',
      '/me/sessions?reschedule=ts1',
    );
    expect(screen.getByRole('link', { name: TUTOR_BOOKING_CONFIRMATION.askToCancel })).toHaveAttribute(
      'href',
      '/me/sessions?cancel=ts1',
    );
  });

  it('says the meeting details come later when the tutor has not shared them, and links the purchases', async () => {
    signedInAs(testUser());
    answer('GET', '/api/tutors/t1', apiError(404, 'not_found', 'Not found'));
    answer('POST', '/api/me/tutoring-sessions/ts1/confirm', {
      status: 'confirmed',
      session: booked({ meetingLink: null, meetingProvider: 'google_meet' }),
    });
    renderConfirm('/tutors/booking-success?sid=cs_1&tid=ts1');
    const details = await screen.findByRole('region', { name: 'Booking details' });
    expect(within(details).getByText('Google Meet')).toBeInTheDocument();
    expect(within(details).getByText(TUTOR_BOOKING_CONFIRMATION.meetingTbc)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: TUTOR_BOOKING_CONFIRMATION.purchases })).toHaveAttribute(
      'href',
      '/me/purchases',
    );
  });

  it('shows the error with Retry, My Sessions, Tutors and Contact Support; Retry confirms', async () => {
    signedInAs(testUser());
    answer('POST', '/api/me/tutoring-sessions/ts1/confirm', apiError(500, 'internal', 'Boom'), {
      once: true,
    });
    renderConfirm('/tutors/booking-success?sid=cs_1&tid=ts1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TUTOR_MESSAGES.confirmBookingFailed);
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: TUTOR_TEXT.tutors })).toHaveAttribute('href', '/tutors');
    expect(within(alert).getByRole('link', { name: TUTOR_TEXT.contactSupport })).toBeInTheDocument();
    answer('GET', '/api/tutors/t1', { tutor: detail() });
    answer('POST', '/api/me/tutoring-sessions/ts1/confirm', { status: 'confirmed', session: booked() });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: TUTOR_BOOKING_CONFIRMATION.title }),
    ).toBeInTheDocument();
  });

  it("says 'Missing confirmation details.' without both ids", async () => {
    renderConfirm('/tutors/booking-success?sid=cs_1');
    expect(await screen.findByText(TUTOR_MESSAGES.missingConfirmation)).toBeInTheDocument();
  });

  it("confirms a request, and says 'Could not confirm request.' when it fails", async () => {
    signedInAs(testUser());
    const confirm = answer('POST', '/api/tutor-requests/r1/confirm', apiError(400, 'bad', 'x'));
    renderConfirm('/tutors/request-success?sid=cs_2&rid=r1');
    expect(await screen.findByText(TUTOR_MESSAGES.confirmRequestFailed)).toBeInTheDocument();
    expect(confirm.requests[0]?.body).toEqual({ sessionId: 'cs_2' });
  });
});
