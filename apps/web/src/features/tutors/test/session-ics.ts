import { HttpResponse } from 'msw';
import { vi } from 'vitest';
import { answer } from '../../../test/msw';

/**
 * Answers session s1's .ics and catches the save the page makes of it: `ics` holds the requests the API got,
 * `click` the link the page clicked (its `download` names the file), `createObjectURL` the file handed over.
 */
export function catchSessionIcs() {
  const ics = answer(
    'GET',
    '/api/me/tutoring-sessions/s1/calendar.ics',
    () =>
      new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        headers: { 'content-type': 'text/calendar; charset=utf-8' },
      }),
  );
  const createObjectURL = vi.fn(() => 'blob:ics');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { ics, createObjectURL, click };
}
