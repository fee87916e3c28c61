import { type TutorAvailabilityRules, tutorSlotProblem, tutorSlots } from '@medprep/shared';
import { describe, expect, it } from 'vitest';

const rules = (over: Partial<TutorAvailabilityRules> = {}): TutorAvailabilityRules => ({
  timezone: 'Europe/London',
  slotSizeMin: 60,
  bufferMin: 0,
  weekly: [],
  exceptions: [],
  ...over,
});
const starts = (slots: { startAt: string }[]) => slots.map((s) => s.startAt);
const locals = (slots: { local: { date: string; start: string; end: string } }[]) =>
  slots.map((s) => `${s.local.date} ${s.local.start}-${s.local.end}`);

// Wednesday 4 March 2026, noon UTC (London is on GMT).
const NOW = new Date('2026-03-04T12:00:00Z');
const THURSDAY = 4;
const SUNDAY = 0;

describe('tutorSlots: the one slot rule', () => {
  it('steps by the slot size inside the range, durationMin long, never past the range end', () => {
    const r = rules({ slotSizeMin: 30, weekly: [{ weekday: THURSDAY, start: '09:00', end: '11:00' }] });
    const slots = tutorSlots({
      rules: r,
      busy: [],
      durationMin: 60,
      now: NOW,
      to: new Date('2026-03-06T00:00Z'),
    });
    expect(locals(slots)).toEqual([
      '2026-03-05 09:00-10:00',
      '2026-03-05 09:30-10:30',
      '2026-03-05 10:00-11:00',
    ]);
    expect(starts(slots)[0]).toBe('2026-03-05T09:00:00.000Z');
  });

  it.each([
    [30, 4],
    [45, 2],
    [60, 2],
    [90, 1],
  ])('duration %i minutes gives %i slots in 09:00–11:00 at 60-minute steps… or fewer', (duration, n) => {
    const r = rules({
      slotSizeMin: duration === 30 ? 30 : 60,
      weekly: [{ weekday: THURSDAY, start: '09:00', end: '11:00' }],
    });
    const slots = tutorSlots({
      rules: r,
      busy: [],
      durationMin: duration,
      now: NOW,
      to: new Date('2026-03-06T00:00Z'),
    });
    expect(slots).toHaveLength(n);
  });

  it('offers nothing for a duration that is not 30, 45, 60 or 90', () => {
    const r = rules({ weekly: [{ weekday: THURSDAY, start: '09:00', end: '17:00' }] });
    expect(tutorSlots({ rules: r, busy: [], durationMin: 20, now: NOW })).toEqual([]);
  });

  it('a date with exceptions uses only them, replacing its weekday hours; days off offer nothing', () => {
    const r = rules({
      weekly: [{ weekday: THURSDAY, start: '09:00', end: '12:00' }],
      exceptions: [{ date: '2026-03-05', start: '14:00', end: '15:00' }],
      daysOff: ['2026-03-12'],
    });
    const slots = tutorSlots({ rules: r, busy: [], durationMin: 60, now: NOW });
    expect(locals(slots)).toEqual(['2026-03-05 14:00-15:00']);
    expect(locals(slots)[0]).toBe('2026-03-05 14:00-15:00');
    expect(locals(slots).some((l) => l.startsWith('2026-03-12'))).toBe(false);
    expect(locals(slots).filter((l) => l.startsWith('2026-03-18'))).toEqual([]);
  });

  it('busy sessions block overlapping slots, widened by the buffer', () => {
    const r = rules({ weekly: [{ weekday: THURSDAY, start: '09:00', end: '13:00' }] });
    const busy = [{ startAt: '2026-03-05T10:00:00Z', endAt: '2026-03-05T11:00:00Z' }];
    const to = new Date('2026-03-06T00:00Z');
    expect(locals(tutorSlots({ rules: r, busy, durationMin: 60, now: NOW, to }))).toEqual([
      '2026-03-05 09:00-10:00',
      '2026-03-05 11:00-12:00',
      '2026-03-05 12:00-13:00',
    ]);
    const buffered = { ...r, bufferMin: 15 };
    expect(locals(tutorSlots({ rules: buffered, busy, durationMin: 60, now: NOW, to }))).toEqual([
      '2026-03-05 12:00-13:00',
    ]);
  });

  it('starts no sooner than one hour from now', () => {
    const r = rules({ slotSizeMin: 30, weekly: [{ weekday: 3, start: '12:00', end: '15:00' }] });
    const slots = tutorSlots({
      rules: r,
      busy: [],
      durationMin: 30,
      now: NOW,
      to: new Date('2026-03-05T00:00Z'),
    });
    expect(locals(slots)[0]).toBe('2026-03-04 13:00-13:30');
  });

  it('starts no later than 14 days ahead', () => {
    const r = rules({
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '12:00', end: '13:00' })),
    });
    const slots = tutorSlots({ rules: r, busy: [], durationMin: 60, now: NOW });
    // Today's 12:00 is under an hour away; 14 × 24 h from now is 18 March 12:00, which is still offered.
    expect(locals(slots)[0]).toBe('2026-03-05 12:00-13:00');
    expect(locals(slots).at(-1)).toBe('2026-03-18 12:00-13:00');
    expect(slots).toHaveLength(14);
  });

  it('Europe/London, spring forward (29 March 2026): 09:00–12:00 London on both sides', () => {
    const now = new Date('2026-03-27T12:00:00Z');
    const r = rules({
      weekly: [
        { weekday: SUNDAY, start: '09:00', end: '12:00' },
        { weekday: 6, start: '09:00', end: '10:00' },
      ],
    });
    const slots = tutorSlots({ rules: r, busy: [], durationMin: 60, now, to: new Date('2026-03-30T00:00Z') });
    expect(starts(slots)).toEqual([
      '2026-03-28T09:00:00.000Z', // Saturday, GMT
      '2026-03-29T08:00:00.000Z', // Sunday, BST
      '2026-03-29T09:00:00.000Z',
      '2026-03-29T10:00:00.000Z',
    ]);
    expect(locals(slots).slice(1)).toEqual([
      '2026-03-29 09:00-10:00',
      '2026-03-29 10:00-11:00',
      '2026-03-29 11:00-12:00',
    ]);
  });

  it('Europe/London, fall back (25 October 2026): 09:00 London is 08:00 UTC before and 09:00 UTC after', () => {
    const now = new Date('2026-10-23T12:00:00Z');
    const r = rules({
      weekly: [
        { weekday: 6, start: '09:00', end: '10:00' },
        { weekday: SUNDAY, start: '09:00', end: '10:00' },
      ],
    });
    const slots = tutorSlots({ rules: r, busy: [], durationMin: 60, now, to: new Date('2026-10-26T00:00Z') });
    expect(starts(slots)).toEqual(['2026-10-24T08:00:00.000Z', '2026-10-25T09:00:00.000Z']);
  });

  it('Europe/London: a range across the skipped hour offers no time that does not exist', () => {
    const now = new Date('2026-03-27T12:00:00Z');
    const r = rules({ slotSizeMin: 30, weekly: [{ weekday: SUNDAY, start: '00:30', end: '03:00' }] });
    const slots = tutorSlots({ rules: r, busy: [], durationMin: 30, now, to: new Date('2026-03-30T00:00Z') });
    // 00:30 GMT + 30 minutes ends at 02:00 BST; 01:00 and 01:30 do not exist that night.
    expect(locals(slots).map((l) => l.slice(11))).toEqual(['00:30-02:00', '02:00-02:30', '02:30-03:00']);
    expect(locals(slots).some((l) => l.includes(' 01:'))).toBe(false);
  });

  it('America/New_York, spring forward (8 March 2026): 09:00 New York is 14:00 UTC then 13:00 UTC', () => {
    const now = new Date('2026-03-06T12:00:00Z');
    const r = rules({
      timezone: 'America/New_York',
      weekly: [
        { weekday: 6, start: '09:00', end: '10:00' },
        { weekday: 1, start: '09:00', end: '10:00' },
      ],
    });
    const slots = tutorSlots({ rules: r, busy: [], durationMin: 60, now, to: new Date('2026-03-10T00:00Z') });
    expect(starts(slots)).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-09T13:00:00.000Z']);
    expect(slots.every((s) => s.local.start === '09:00' && s.local.timezone === 'America/New_York')).toBe(
      true,
    );
  });
});

describe('tutorSlotProblem: booking validates with the same rule', () => {
  const r = rules({ weekly: [{ weekday: THURSDAY, start: '09:00', end: '12:00' }] });
  const at = (iso: string, minutes = 60) => ({
    startAt: new Date(iso),
    endAt: new Date(new Date(iso).getTime() + minutes * 60_000),
  });

  it('every listed slot is bookable', () => {
    for (const slot of tutorSlots({ rules: r, busy: [], durationMin: 60, now: NOW })) {
      expect(
        tutorSlotProblem({
          rules: r,
          busy: [],
          now: NOW,
          startAt: new Date(slot.startAt),
          endAt: new Date(slot.endAt),
        }),
      ).toBeNull();
    }
  });

  it.each([
    ['a wrong duration', at('2026-03-05T09:00:00Z', 50), 'duration'],
    ['the past', at('2026-03-04T09:00:00Z'), 'past'],
    ['inside the lead hour', at('2026-03-04T12:30:00Z'), 'past'],
    ['off the slot steps', at('2026-03-05T09:10:00Z'), 'outside'],
    ['outside the hours', at('2026-03-05T13:00:00Z'), 'outside'],
    ['past the horizon', at('2026-03-26T09:00:00Z'), 'outside'],
  ])('refuses %s', (_name, when, problem) => {
    expect(tutorSlotProblem({ rules: r, busy: [], now: NOW, ...when })).toBe(problem);
  });

  it('a slot another session holds is taken (a 409), not outside', () => {
    const busy = [{ startAt: '2026-03-05T09:30:00Z', endAt: '2026-03-05T10:00:00Z' }];
    expect(tutorSlotProblem({ rules: r, busy, now: NOW, ...at('2026-03-05T09:00:00Z') })).toBe('taken');
  });
});
