/** Splits a comma-separated form value into trimmed, non-empty items. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
