import type { TutorAvailability } from '@medprep/shared';
import { type ExceptionRowDraft, rowKey, type WeeklyRowDraft } from './form';
import { viewerZone } from './time';

/** The availability form's state: every field as typed, each row with a key of its own. */
export interface Draft {
  timezone: string;
  slotSizeMin: string;
  bufferMin: string;
  weekly: WeeklyRowDraft[];
  exceptions: ExceptionRowDraft[];
  daysOff: { key: string; date: string }[];
}

export const draftOf = (a: TutorAvailability): Draft => ({
  timezone: a.timezone || viewerZone(),
  slotSizeMin: String(a.slotSizeMin),
  bufferMin: String(a.bufferMin),
  weekly: a.weekly.map((r) => ({ ...r, key: rowKey() })),
  exceptions: a.exceptions.map((r) => ({ ...r, key: rowKey() })),
  daysOff: a.daysOff.map((date) => ({ key: rowKey(), date })),
});

export const snapshot = (d: Draft) =>
  JSON.stringify({
    ...d,
    weekly: d.weekly.map(({ key: _k, ...r }) => r),
    exceptions: d.exceptions.map(({ key: _k, ...r }) => r),
    daysOff: d.daysOff.map((r) => r.date),
  });
