import type { TutoringSession } from '@medprep/shared';
import { googleCalendarUrl, paths, TUTOR_BOOKING_CONFIRMATION as TEXT } from '@medprep/shared/constants';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { Avatar } from '../../../ui/avatar';
import { Button, ButtonLink, buttonClass } from '../../../ui/button';
import { ReceiptLink } from '../../payments';
import { useTutor } from '../api';
import { calendarDownload, tutoringSessionIcs } from '../calendar';
import { TUTORS_UI } from '../text';
import { formatRange, viewerZone } from '../time';
import { NextLinks } from './confirm-view';
import { MeetingLink } from './tutor-session-details';

/** A titled group of buttons under the booking's details. */
function ActionGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 flex flex-col gap-2">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}

/**
 * The learner's confirmation of a paid booking (after Cal.com's booking page): who, when in
 * the learner's zone and the tutor's, how long, what was paid, how to join, Add to calendar (.ics and Google),
 * and where to reschedule or ask to cancel. The heading takes the focus when it appears.
 */
export function BookingConfirmation({
  session,
  checkoutSessionId,
}: {
  session: TutoringSession;
  checkoutSessionId: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const tutor = useTutor(session.tutor.id);
  const zone = viewerZone();
  const tutorZone = tutor.data?.tutor.timezone ?? null;
  const minutes = Math.round((Date.parse(session.endAt) - Date.parse(session.startAt)) / 60_000);
  const pageUrl = `${window.location.origin}${paths.mySessions()}`;
  const google =
    session.googleCalendarUrl ??
    googleCalendarUrl({
      title: `Tutoring with ${session.tutor.name}`,
      description: session.meetingLink ?? '',
      startAt: session.startAt,
      endAt: session.endAt,
      url: pageUrl,
    });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const row = 'grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4';
  const term = 'text-sm font-semibold text-slate-600';
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <div
        role="status"
        className="flex flex-col items-center gap-2 text-center"
        aria-labelledby="booking-confirmed-title"
      >
        <span
          aria-hidden
          className="grid size-12 place-items-center rounded-full bg-emerald-700 text-2xl font-bold text-white"
        >
          ✓
        </span>
        <h1
          id="booking-confirmed-title"
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-slate-900 outline-none"
        >
          {TEXT.title}
        </h1>
        <p className="text-lg text-slate-800">{TEXT.booked(session.tutor.name)}</p>
        <p className="text-sm text-slate-600">{TEXT.lead}</p>
      </div>

      <section
        aria-label="Booking details"
        className="mt-8 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm sm:px-6"
      >
        <dl className="divide-y divide-slate-100">
          <div className={row}>
            <dt className={term}>{TEXT.tutor}</dt>
            <dd className="flex items-center gap-3 text-slate-900">
              <Avatar name={session.tutor.name} />
              <Link to={paths.tutor(session.tutor.id)} className="font-semibold text-brand-700 underline">
                {session.tutor.name}
              </Link>
            </dd>
          </div>
          <div className={row}>
            <dt className={term}>{TEXT.yourTime(zone)}</dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={session.startAt}>{formatRange(session.startAt, session.endAt, zone)}</time>
            </dd>
          </div>
          {tutorZone && (
            <div className={row}>
              <dt className={term}>{TEXT.tutorTime(tutorZone)}</dt>
              <dd className="text-slate-900">{formatRange(session.startAt, session.endAt, tutorZone)}</dd>
            </div>
          )}
          <div className={row}>
            <dt className={term}>{TEXT.duration}</dt>
            <dd className="text-slate-900">{TEXT.minutes(minutes)}</dd>
          </div>
          <div className={row}>
            <dt className={term}>{TEXT.pricePaid}</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-900">
              <span className="font-semibold">{formatPrice(session.amountMinor, session.currency)}</span>
              <ReceiptLink
                sessionId={checkoutSessionId}
                className="text-sm font-medium text-brand-700 underline"
              />
            </dd>
          </div>
          <div className={row}>
            <dt className={term}>{TEXT.howToJoin}</dt>
            <dd className="flex min-w-0 flex-col gap-1 text-slate-900">
              <span className="font-medium">{TEXT.provider[session.meetingProvider]}</span>
              {session.meetingLink ? (
                <MeetingLink
                  link={session.meetingLink}
                  className="break-all text-sm font-medium text-brand-700 underline"
                >
                  {session.meetingLink}
                </MeetingLink>
              ) : (
                <span className="text-sm text-slate-700">{TEXT.meetingTbc}</span>
              )}
            </dd>
          </div>
        </dl>
      </section>

      <ActionGroup id="add-to-calendar" title={TEXT.addToCalendar}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            calendarDownload.save(`tutoring-session-${session.id}.ics`, tutoringSessionIcs(session, pageUrl))
          }
        >
          {TUTORS_UI.downloadIcs}
        </Button>
        <a href={google} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'sm')}>
          {TUTORS_UI.googleCalendar}
          <span className="sr-only">{TUTORS_UI.opensNewTab}</span>
        </a>
      </ActionGroup>

      <ActionGroup id="need-change" title={TEXT.needChange}>
        <ButtonLink to={paths.mySessions({ reschedule: session.id })} variant="secondary" size="sm">
          {TEXT.reschedule}
        </ButtonLink>
        <ButtonLink to={paths.mySessions({ cancel: session.id })} variant="secondary" size="sm">
          {TEXT.askToCancel}
        </ButtonLink>
      </ActionGroup>

      <div className="mt-8 flex flex-wrap gap-2 border-t border-slate-200 pt-6">
        <NextLinks />
      </div>
    </div>
  );
}
