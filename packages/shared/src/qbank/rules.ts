/** A topic as topics are compared: without case, surrounding or repeated spaces. */
export const topicKey = (topic: string) => topic.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Seconds a timed session lasts (before any extra-time allowance). */
export const timedSessionSeconds = (secondsPerQuestion: number, questions: number) =>
  secondsPerQuestion * questions;

/** A whole-number percent of `part` in `total` (0 when total is 0). */
export const peerPercent = (part: number, total: number) =>
  total > 0 ? Math.round((part * 100) / total) : 0;
