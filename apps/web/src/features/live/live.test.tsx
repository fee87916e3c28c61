import { LIVE_MESSAGES, LIVE_TEXT, POST_PAYMENT_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, deferred, signedInAs } from '../../test/msw';
import { renderPage, renderRoutes, testUser } from '../../test/render';
import { liveNavigation } from './api';
import { Countdown } from './components/countdown';
import LiveCarousel from './components/live-carousel';
import { LiveHomeSection } from './components/live-home-section';
import { LIVE_JOIN_REASON_TEXT } from './content';
import InstructorLivePage from './pages/instructor-live-page';
import LiveDetailPage from './pages/live-detail-page';
import LiveEditorPage from './pages/live-editor-page';
import { liveSession, MIN } from './test-fixtures';

const session = liveSession;

const renderDetail = (path = '/live/s1') =>
  renderRoutes([{ path: '/live/:id', element: <LiveDetailPage /> }], path);

/** Back on the page from a purchase, on a fake clock: the entitlement answers `reply(times asked so far)`. */
function backFromPurchase(reply: (times: number[]) => object) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'setInterval', 'Date'] });
  signedInAs(testUser());
  answer('GET', '/api/live-sessions/s1', { session: session() });
  const times: number[] = [];
  const ent = answer('GET', '/api/live-sessions/s1/entitlement', () => {
    times.push(Date.now());
    return reply(times);
  });
  renderDetail('/live/s1?purchased=1');
  return { times, ent };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('countdown', () => {
  it('ticks hours, minutes and seconds each second, and says Starting now at zero', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    render(<Countdown startAt="2026-05-01T10:00:02Z" />);
    expect(screen.getByTestId('countdown')).toHaveTextContent('Starts in 0h 0m 2s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('Starts in 0h 0m 1s');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('countdown')).toHaveTextContent(LIVE_TEXT.startingNow);
  });

  it('shows days and hours when a day or more is left', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
    const { unmount } = render(<Countdown startAt="2026-05-03T13:30:00Z" />);
    expect(screen.getByTestId('countdown')).toHaveTextContent('Starts in 2d 3h');
    unmount();
    render(<Countdown startAt="2026-05-01T15:04:05Z" />);
    expect(screen.getByTestId('countdown')).toHaveTextContent('Starts in 5h 4m 5s');
  });
});

/** A signed-in viewer and session s1, open for them to join now through `source`. */
function openJoinable(source: 'purchase' | 'membership' | 'free') {
  signedInAs(testUser());
  answer('GET', '/api/live-sessions/s1', { session: session() });
  answer('GET', '/api/live-sessions/s1/entitlement', { hasAccess: true, canJoinNow: true, source });
}

describe('live session detail', () => {
  it('joins inside the window: asks join with a cache-buster and opens the link', async () => {
    openJoinable('purchase');
    const join = answer('GET', '/api/live-sessions/s1/join', {
      ok: true,
      url: 'https://zoom.us/j/1',
      passcode: 'abc',
    });
    const open = vi.spyOn(liveNavigation, 'open').mockImplementation(() => {});
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: LIVE_TEXT.join }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://zoom.us/j/1'));
    expect(join.requests[0]?.url.searchParams.get('t')).toMatch(/^\d+$/);
    expect(screen.getByText(/Passcode: abc/)).toBeInTheDocument();
    expect(screen.getByText(/Your time \(/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LIVE_TEXT.downloadIcs })).toHaveAttribute(
      'href',
      '/api/live-sessions/s1/calendar.ics',
    );
    expect(screen.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toContain(
      'calendar.google.com',
    );
  });

  it("says 'Cannot join: {reason}' when the server refuses, and 'Join failed' when the call fails", async () => {
    openJoinable('free');
    answer('GET', '/api/live-sessions/s1/join', { ok: false, reason: 'ended' }, { once: true });
    renderDetail();
    const button = await screen.findByRole('button', { name: LIVE_TEXT.join });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      LIVE_MESSAGES.cannotJoin(LIVE_JOIN_REASON_TEXT.ended),
    );
    answer('GET', '/api/live-sessions/s1/join', apiError(500, 'internal', 'Boom'));
    await userEvent.click(button);
    expect(await screen.findByText(LIVE_MESSAGES.joinFailed)).toBeInTheDocument();
  });

  it('offers Buy to a signed-in learner without access, and sends them to the checkout', async () => {
    signedInAs(testUser());
    answer('GET', '/api/live-sessions/s1', {
      session: session({
        startAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        endAt: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
      }),
    });
    answer('GET', '/api/live-sessions/s1/entitlement', { hasAccess: false, canJoinNow: false, source: null });
    const checkout = answer('POST', '/api/me/live-sessions/s1/checkout', {
      checkoutUrl: '/pay/lcs_1',
      sessionId: 'lcs_1',
    });
    const assign = vi.spyOn(liveNavigation, 'assign').mockImplementation(() => {});
    renderDetail();
    expect(await screen.findByTestId('countdown')).toHaveTextContent(/Starts in (3d 0h|2d 23h)/);
    await userEvent.click(await screen.findByRole('button', { name: /Buy · £15.00/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/lcs_1'));
    expect(checkout.requests).toHaveLength(1);
  });

  it("a buyer before the window: 'You're booked · joining opens 10 minutes before the start', countdown, calendar", async () => {
    signedInAs(testUser());
    answer('GET', '/api/live-sessions/s1', {
      session: session({
        startAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        endAt: new Date(Date.now() + 3 * 86_400_000 + 60 * MIN).toISOString(),
      }),
    });
    answer('GET', '/api/live-sessions/s1/entitlement', {
      hasAccess: true,
      canJoinNow: false,
      source: 'purchase',
    });
    renderDetail();
    const attend = await screen.findByRole('complementary', { name: 'Attend' });
    expect(await within(attend).findByTestId('live-standing')).toHaveTextContent(
      'You’re booked · joining opens 10 minutes before the start',
    );
    expect(within(attend).queryByText(/Cannot join/)).not.toBeInTheDocument();
    expect(within(attend).queryByRole('button', { name: LIVE_TEXT.join })).not.toBeInTheDocument();
    expect(within(attend).getByTestId('countdown')).toHaveTextContent(/Starts in/);
    expect(within(attend).getByRole('link', { name: LIVE_TEXT.downloadIcs })).toBeInTheDocument();
    // What you have comes first: the standing line precedes the countdown.
    const standing = within(attend).getByTestId('live-standing');
    expect(
      standing.compareDocumentPosition(within(attend).getByTestId('countdown')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("a member (or a free session) reads 'You're in', and Join shows inside the window", async () => {
    openJoinable('membership');
    renderDetail();
    expect(await screen.findByTestId('live-standing')).toHaveTextContent('You’re in · joining is open now');
    expect(screen.getByRole('button', { name: LIVE_TEXT.join })).toBeInTheDocument();
  });

  it("the host reads 'You are hosting' and opens the attendance", async () => {
    signedInAs(testUser({ id: 'host-1', role: 'instructor' }));
    answer('GET', '/api/live-sessions/s1', {
      session: session({
        startAt: new Date(Date.now() + 86_400_000).toISOString(),
        endAt: new Date(Date.now() + 86_400_000 + 60 * MIN).toISOString(),
        zoom: { joinUrl: 'https://zoom.us/j/9', passcode: 'pw' },
      }),
    });
    answer('GET', '/api/live-sessions/s1/entitlement', {
      hasAccess: true,
      canJoinNow: false,
      source: 'owner',
    });
    answer('GET', '/api/live-sessions/s1/attendance', {
      items: [{ userId: 'u9', name: 'Amira Khan', joinedAt: new Date().toISOString() }],
      total: 1,
    });
    renderDetail();
    expect(await screen.findByTestId('live-standing')).toHaveTextContent(LIVE_TEXT.hosting);
    expect(screen.queryByText(/You’re booked/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Cannot join/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: LIVE_TEXT.seeAttendance }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('1 joined')).toBeInTheDocument();
    expect(within(dialog).getByText('Amira Khan')).toBeInTheDocument();
  });

  it('back from paying: the post-payment banner with the receipt, once access shows', async () => {
    signedInAs(testUser());
    answer('GET', '/api/live-sessions/s1', {
      session: session({
        startAt: new Date(Date.now() + 86_400_000).toISOString(),
        endAt: new Date(Date.now() + 86_400_000 + 60 * MIN).toISOString(),
      }),
    });
    answer('GET', '/api/live-sessions/s1/entitlement', {
      hasAccess: true,
      canJoinNow: false,
      source: 'purchase',
    });
    answer('POST', '/api/purchase/sync', {
      fulfilled: true,
      status: 'fulfilled',
      kind: 'live_session',
      deepLink: '/live/s1',
      purchaseId: 'p-l1',
    });
    renderDetail('/live/s1?purchased=1&session_id=cs_l1');
    const banner = await screen.findByRole('status', { name: POST_PAYMENT_TEXT.title });
    expect(within(banner).getByText(POST_PAYMENT_TEXT.next.live_session)).toBeInTheDocument();
    expect(await within(banner).findByRole('link', { name: POST_PAYMENT_TEXT.receipt })).toHaveAttribute(
      'href',
      '/me/purchases/p-l1/receipt',
    );
  });

  it("shows 'Session not found.' for a 404", async () => {
    answer('GET', '/api/live-sessions/s1', apiError(404, 'not_found', LIVE_MESSAGES.notFound));
    renderDetail();
    expect(await screen.findByText(LIVE_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('after a purchase return polls the entitlement every 1.5 s until access shows', async () => {
    const { times, ent } = backFromPurchase((times) =>
      times.length < 3
        ? { hasAccess: false, canJoinNow: false, source: null }
        : { hasAccess: true, canJoinNow: true, source: 'purchase' },
    );
    expect(await screen.findByText(LIVE_TEXT.checkingPurchase)).toBeInTheDocument();
    for (let i = 0; i < 4 && !screen.queryByRole('button', { name: LIVE_TEXT.join }); i++) {
      await act(() => vi.advanceTimersByTimeAsync(1500));
    }
    expect(await screen.findByRole('button', { name: LIVE_TEXT.join })).toBeInTheDocument();
    expect(ent.requests).toHaveLength(3);
    for (let i = 1; i < times.length; i++) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1500);
      expect(times[i]! - times[i - 1]!).toBeLessThan(2000);
    }
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(ent.requests).toHaveLength(3);
  }, 20_000);

  it('stops polling after 60 s and offers Buy again', async () => {
    const { ent } = backFromPurchase(() => ({ hasAccess: false, canJoinNow: false, source: null }));
    await waitFor(() => expect(ent.requests).toHaveLength(1));
    for (let i = 0; i < 42; i++) await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByText(LIVE_TEXT.purchaseSlow)).toBeInTheDocument();
    const count = ent.requests.length;
    expect(count).toBeGreaterThanOrEqual(39);
    expect(count).toBeLessThanOrEqual(42);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(ent.requests.length).toBe(count);
    expect(screen.getByRole('button', { name: /Buy/ })).toBeInTheDocument();
  }, 30_000);
});

describe('the reminder switch', () => {
  const DAY = 86_400_000;
  /**
   * A member's page of a members-free session two days ahead, with their reminders as given (the account-wide
   * setting on unless told), and a stand-in account page.
   */
  function memberPage(reminders: { remind: boolean; accountEnabled?: boolean } | null) {
    signedInAs(testUser());
    answer('GET', '/api/live-sessions/s1', {
      session: session({
        membersAccess: 'free',
        startAt: new Date(Date.now() + 2 * DAY).toISOString(),
        endAt: new Date(Date.now() + 2 * DAY + 60 * MIN).toISOString(),
        reminders: reminders && { accountEnabled: true, ...reminders },
      }),
    });
    answer('GET', '/api/live-sessions/s1/entitlement', {
      hasAccess: true,
      canJoinNow: false,
      source: 'membership',
    });
    return renderRoutes(
      [
        { path: '/live/:id', element: <LiveDetailPage /> },
        { path: paths.myAccount(), element: <h1>Account settings stand-in</h1> },
      ],
      '/live/s1',
    );
  }

  it('turns one session’s reminders off and on again by keyboard, saying what happened', async () => {
    memberPage({ remind: true });
    const toggle = await screen.findByRole('switch', { name: LIVE_TEXT.remindMe });
    expect(toggle).toBeChecked();
    expect(screen.getByText(LIVE_TEXT.remindOn)).toBeInTheDocument();
    const held = deferred<{ remind: boolean }>();
    const put = answer('PUT', '/api/live-sessions/s1/reminders', async ({ body }) => {
      const { remind } = body as { remind: boolean };
      if (!remind) return held.promise;
      return { remind };
    });

    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(put.requests).toHaveLength(1));
    expect(put.requests[0]?.body).toEqual({ remind: false });
    // While it saves: unavailable, and a second press sends nothing.
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard(' ');
    expect(put.requests).toHaveLength(1);
    held.release({ remind: false });
    expect(await screen.findByText(LIVE_TEXT.remindOff)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(toggle).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(await screen.findByText(LIVE_TEXT.remindOn)).toBeInTheDocument();
    expect(put.requests.map((r) => r.body)).toEqual([{ remind: false }, { remind: true }]);
    expect(toggle).toBeChecked();
  });

  it('puts the switch back and shows the error when saving fails', async () => {
    memberPage({ remind: true });
    const toggle = await screen.findByRole('switch', { name: LIVE_TEXT.remindMe });
    answer('PUT', '/api/live-sessions/s1/reminders', apiError(403, 'forbidden', LIVE_MESSAGES.notReminded));
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(LIVE_MESSAGES.notReminded);
    expect(toggle).toBeChecked();
    expect(screen.getByText(LIVE_TEXT.remindOn)).toBeInTheDocument();

    // An answer without a sentence: the page's own.
    answer('PUT', '/api/live-sessions/s1/reminders', {}, { status: 500 });
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LIVE_MESSAGES.remindersFailed));
    expect(toggle).toBeChecked();
    expect(toggle).not.toHaveAttribute('aria-disabled');
  });

  it('shows a session whose reminders are off as off', async () => {
    memberPage({ remind: false });
    expect(await screen.findByRole('switch', { name: LIVE_TEXT.remindMe })).not.toBeChecked();
    expect(screen.getByText(LIVE_TEXT.remindOff)).toBeInTheDocument();
  });

  it('says reminders are off for the whole account, and links to the account page, instead of the switch', async () => {
    const { router } = memberPage({ remind: true, accountEnabled: false });
    const link = await screen.findByRole('link', { name: LIVE_TEXT.remindAccountLink });
    expect(link).toHaveAttribute('href', paths.myAccount());
    expect(screen.getByText(LIVE_TEXT.remindAccountOff, { exact: false })).toBeInTheDocument();
    // No switch that would do nothing, and no promise of mail.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText(LIVE_TEXT.remindOn)).not.toBeInTheDocument();
    expect(screen.queryByText(LIVE_TEXT.remindOff)).not.toBeInTheDocument();

    // The link is reached and followed from the keyboard.
    link.focus();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Account settings stand-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.myAccount());
  });

  it('says so whatever the session’s own choice is', async () => {
    memberPage({ remind: false, accountEnabled: false });
    expect(await screen.findByRole('link', { name: LIVE_TEXT.remindAccountLink })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText(LIVE_TEXT.remindOff)).not.toBeInTheDocument();
  });

  it('is not there when the session’s reminders is null', async () => {
    memberPage(null);
    expect(await screen.findByTestId('live-standing')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText(LIVE_TEXT.remindMe)).not.toBeInTheDocument();
  });
});

describe('home carousel', () => {
  it('asks for the next 6 from a minute ago and shows the empty text', async () => {
    const list = answer('GET', '/api/live-sessions', { results: [], page: 1, pageSize: 6, total: 0 });
    renderPage(
      <LiveHomeSection>
        <LiveCarousel />
      </LiveHomeSection>,
    );
    expect(await screen.findByText(LIVE_MESSAGES.homeEmpty)).toBeInTheDocument();
    const url = list.requests[0]!.url;
    expect(url.searchParams.get('limit')).toBe('6');
    const from = new Date(url.searchParams.get('from')!).getTime();
    expect(Date.now() - from).toBeGreaterThanOrEqual(60_000);
    expect(Date.now() - from).toBeLessThan(70_000);
    expect(screen.getByRole('link', { name: LIVE_TEXT.viewAll })).toHaveAttribute('href', '/live');
  });

  it('says it could not load, and Try again loads again', async () => {
    answer('GET', '/api/live-sessions', apiError(500, 'internal', 'Boom'), { once: true });
    renderPage(
      <LiveHomeSection>
        <LiveCarousel />
      </LiveHomeSection>,
    );
    await userEvent.click(await screen.findByRole('button', { name: LIVE_MESSAGES.homeTryAgain }));
    expect(screen.queryByText(LIVE_MESSAGES.homeLoadFailed)).toBeNull();
    expect(await screen.findByText(LIVE_MESSAGES.homeEmpty)).toBeInTheDocument();
  });

  it('lists sessions as links to their pages', async () => {
    answer('GET', '/api/live-sessions', { results: [session()], page: 1, pageSize: 6, total: 1 });
    renderPage(
      <LiveHomeSection>
        <LiveCarousel />
      </LiveHomeSection>,
    );
    expect(await screen.findByRole('link', { name: 'Cardiology night' })).toHaveAttribute('href', '/live/s1');
  });
});

describe('editor', () => {
  it('checks the form with the shared rules, then shows the server’s sentences by their fields', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    const create = answer(
      'POST',
      '/api/live-sessions',
      apiError(400, 'validation_failed', LIVE_MESSAGES.zoomUrl, { 'zoom.joinUrl': LIVE_MESSAGES.zoomUrl }),
    );
    renderRoutes([{ path: '/instructor/live/new', element: <LiveEditorPage /> }], '/instructor/live/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'Night class');
    await userEvent.click(screen.getByRole('button', { name: 'Create session' }));
    expect(await screen.findAllByText(LIVE_MESSAGES.startEndRequired)).toHaveLength(2);
    expect(create.requests).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Start'), '2030-01-10T18:00');
    await userEvent.type(screen.getByLabelText('End'), '2030-01-10T17:00');
    await userEvent.click(screen.getByRole('radio', { name: 'Paid' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create session' }));
    expect(await screen.findByText(LIVE_MESSAGES.endAfterStart)).toBeInTheDocument();
    expect(screen.getByText(LIVE_MESSAGES.enterPrice)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('End'));
    await userEvent.type(screen.getByLabelText('End'), '2030-01-10T19:00');
    await userEvent.type(screen.getByLabelText('Amount'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Create session' }));
    await waitFor(() => expect(create.requests).toHaveLength(1));
    expect(create.requests[0]!.body).toMatchObject({
      title: 'Night class',
      pricing: { type: 'paid', amountMinor: 1500, currency: 'GBP' },
      repeatWeeks: 1,
      startAt: new Date('2030-01-10T18:00').toISOString(),
    });
    expect(await screen.findByText(LIVE_MESSAGES.zoomUrl)).toBeInTheDocument();
    expect(screen.getByLabelText('Zoom link (optional)')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);
});

describe('edit', () => {
  it('loads the session into the form, saves a PATCH, and prefers the server’s sentence on failure', async () => {
    signedInAs(testUser({ id: 'host-1', role: 'instructor' }));
    answer('GET', '/api/live-sessions/s1', {
      session: {
        ...session({ startAt: '2030-02-01T18:00:00.000Z', endAt: '2030-02-01T19:00:00.000Z' }),
        zoom: { joinUrl: 'https://zoom.us/j/9', passcode: 'p' },
      },
    });
    const patch = answer(
      'PATCH',
      '/api/live-sessions/s1',
      apiError(409, 'conflict', LIVE_MESSAGES.canceledNoCheckout),
    );
    renderRoutes([{ path: '/live/:id/edit', element: <LiveEditorPage /> }], '/live/s1/edit');
    expect(await screen.findByLabelText('Title')).toHaveValue('Cardiology night');
    expect(screen.getByLabelText('Amount')).toHaveValue('15.00');
    expect(screen.getByLabelText('Zoom link (optional)')).toHaveValue('https://zoom.us/j/9');
    expect(screen.queryByLabelText('Repeat weekly for N weeks')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patch.requests).toHaveLength(1));
    expect(patch.requests[0]!.body).toMatchObject({
      startAt: '2030-02-01T18:00:00.000Z',
      pricing: { amountMinor: 1500 },
    });
    expect(patch.requests[0]!.body).not.toHaveProperty('repeatWeeks');
    expect(await screen.findByRole('alert')).toHaveTextContent(LIVE_MESSAGES.canceledNoCheckout);
  }, 20_000);
});

describe('instructor list', () => {
  it('asks for 20 of the host’s own, confirms a delete with the spec’s sentence, and says Failed to delete', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    const mine = answer('GET', '/api/live-sessions', {
      results: [{ ...session(), attendeeCount: 2 }],
      page: 1,
      pageSize: 20,
      total: 1,
    });
    answer('DELETE', '/api/live-sessions/s1', apiError(500, 'internal', 'Boom'));
    renderPage(<InstructorLivePage />);
    expect(await screen.findByRole('button', { name: 'Attendance (2)' })).toBeInTheDocument();
    expect(mine.requests[0]!.url.searchParams.get('limit')).toBe('20');
    expect(mine.requests[0]!.url.searchParams.get('host')).toBe('me');
    await userEvent.click(screen.getByRole('button', { name: /Delete Cardiology night/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LIVE_MESSAGES.deleteConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(LIVE_MESSAGES.deleteFailed)).toBeInTheDocument();
  });
});
