/** Whether a written day is one the calendar has; without zod, so the build's up-to-date check loads no schema code. */

/** Each text's answer: the 30,000 channels of a snapshot share a few hundred first-seen days. */
const dayProblems = new Map<string, string | undefined>();

/** `YYYY-MM-DD` naming a day the calendar has (2026-02-30 is not one), or the problem with it. */
export function calendarDayProblem(written: string): string | undefined {
  if (!dayProblems.has(written)) dayProblems.set(written, checkCalendarDay(written));
  return dayProblems.get(written);
}

function checkCalendarDay(written: string): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(written);
  if (!parts) return `"${written}" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-01`;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    const last = month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 0)).getUTCDate() : undefined;
    return last === undefined
      ? `${written} is not a day on the calendar: the month is 01 to 12 (YYYY-MM-DD, e.g. 2026-11-01)`
      : `${written} is not a day on the calendar: ${parts[1]}-${parts[2]} has ${last} days (YYYY-MM-DD, e.g. ${parts[1]}-${parts[2]}-${String(last).padStart(2, '0')})`;
  }
  return undefined;
}
