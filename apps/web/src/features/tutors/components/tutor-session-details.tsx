import type { TutoringSession } from '@medprep/shared';
import { googleCalendarUrl, TUTOR_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { type ReactNode, useState } from 'react';
import { absoluteUrl } from '../../../lib/api-client';
import { AlertText } from '../../../ui/alert-text';
import { Button, buttonClass } from '../../../ui/button';
import { downloadSessionCalendar } from '../api';
import { TUTORS_UI } from '../text';

/**
 * The tutor's way to join: an address opens in a new tab (`children` is what the link says); anything else is
 * the tutor's note, shown as written.
 */
export function MeetingLink({
  link,
  className,
  children,
}: {
  link: string;
  className: string;
  children: ReactNode;
}) {
  if (!/^https?:\/\//.test(link)) return <p className="whitespace-pre-line text-sm text-slate-700">{link}</p>;
  return (
    <a href={link} target="_blank" rel="noreferrer" className={className}>
      {children}
      <span className="sr-only">{TUTORS_UI.opensNewTab}</span>
    </a>
  );
}

/** How to join a confirmed session, as the tutor set it up: the provider and the link or the note. */
export function MeetingDetails({ session }: { session: TutoringSession }) {
  if (!session.meetingLink) return null;
  const provider = TUTORS_UI.providers[session.meetingProvider] ?? session.meetingProvider;
  return (
    <div className="text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">
        {TUTORS_UI.howToJoin} · {provider}
      </h3>
      <MeetingLink link={session.meetingLink} className="break-all font-medium text-brand-700 underline">
        {TUTOR_TEXT.meetingLink}: {session.meetingLink}
      </MeetingLink>
    </div>
  );
}

/**
 * 'Add to calendar': the .ics is fetched with the sign-in (it answers only to the session's two parties,
 * so a plain link would get 401), and a Google Calendar link; either is shown only when there is one.
 */
export function CalendarButtons({
  session,
  googleUrl,
  heading,
}: {
  session: TutoringSession;
  googleUrl: string | null | undefined;
  heading?: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  if (!session.calendarUrl && !googleUrl) return null;
  const download = async () => {
    setError(null);
    try {
      await downloadSessionCalendar(session.id);
    } catch (e) {
      setError((e as Error).message || TUTORS_UI.calendarFailed);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {heading && <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>}
      <div className="flex flex-wrap gap-2">
        {session.calendarUrl && (
          <Button size="sm" variant="secondary" onClick={download}>
            {TUTOR_TEXT.downloadIcs}
          </Button>
        )}
        {googleUrl && (
          <a href={googleUrl} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'sm')}>
            {TUTOR_TEXT.googleCalendar}
            <span className="sr-only">{TUTORS_UI.opensNewTab}</span>
          </a>
        )}
      </div>
      <AlertText>{error}</AlertText>
    </div>
  );
}

/** The tutor's card: the Google link's details lead back to the tutor's sessions. */
export function TutorCalendarButtons({ session }: { session: TutoringSession }) {
  if (!session.calendarUrl) return null;
  const google = googleCalendarUrl({
    title: TUTORS_UI.calendarTitle(session.learner.name),
    description: session.meetingLink ?? '',
    startAt: session.startAt,
    endAt: session.endAt,
    url: absoluteUrl(paths.tutorSessions()),
  });
  return <CalendarButtons session={session} googleUrl={google} heading={TUTORS_UI.addToCalendar} />;
}
