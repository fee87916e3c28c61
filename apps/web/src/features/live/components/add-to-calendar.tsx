import type { LiveSession } from '@medprep/shared';
import { googleCalendarUrl, LIVE_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { buttonClass } from '../../../ui/button';

/** 'Add to calendar': the .ics file and a Google Calendar link. */
export function AddToCalendar({ session }: { session: LiveSession }) {
  const url = `${window.location.origin}${paths.liveSession(session.id)}`;
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-slate-900">{LIVE_TEXT.addToCalendar}</h2>
      <div className="flex flex-wrap gap-2">
        <a href={paths.liveCalendar(session.id)} download className={buttonClass('secondary', 'sm')}>
          {LIVE_TEXT.downloadIcs}
        </a>
        <a
          href={googleCalendarUrl({ ...session, url })}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('secondary', 'sm')}
        >
          {LIVE_TEXT.googleCalendar}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
