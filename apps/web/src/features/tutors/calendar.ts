import type { TutoringSession } from '@medprep/shared';
import { saveFile } from '../../lib/save-file';

/** 20261123T101500Z */
const stamp = (iso: string | Date) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escaped as RFC 5545 §3.3.11 asks. */
const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line at 75 octets, never inside a character (RFC 5545 §3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * A confirmed tutoring session as a calendar entry, built in the browser from the session the confirmation
 * answered with (the server's `calendarUrl` needs the Bearer token, which a plain download link cannot send).
 */
export function tutoringSessionIcs(session: TutoringSession, pageUrl: string, now = new Date()): string {
  const meeting = session.meetingLink ? `${session.meetingLink}\n\n` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MedPrep//Tutoring//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${session.id}@medprep-tutoring`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(session.startAt)}`,
    `DTEND:${stamp(session.endAt)}`,
    `SUMMARY:${escapeText(`Tutoring: ${session.tutor.name} and ${session.learner.name}`)}`,
    `DESCRIPTION:${escapeText(`${meeting}${pageUrl}`)}`,
    `URL:${pageUrl}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Hands the browser a file to save (the .ics above). */
export const calendarDownload = {
  save(fileName: string, text: string) {
    saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName);
  },
};
