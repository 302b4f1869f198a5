import { calendarDayProblem } from '../../shared/content/calendar-day';

/** The editors' time zone: a post dated today is published by a build run today in Zagreb, not only after midnight UTC. */
const editorsDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The day a build publishes for, `YYYY-MM-DD`: posts dated after it wait for a later build. `BUILD_DATE` fixes it (tests,
 * a preview of a coming day); otherwise it is today, read at each build so a long-running `npm run dev` moves on at midnight.
 */
export function buildDay(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  const fixed = env.BUILD_DATE?.trim();
  if (!fixed) return editorsDay.format(now);
  const problem = calendarDayProblem(fixed);
  if (problem) throw new Error(`BUILD_DATE: ${problem}`);
  return fixed;
}
