// Which of a reminder's lead times (shared-contracts' POINTS_REMINDER_DAYS and the others)
// are still ahead: an alarm that would already have fired is left out.

/** The lead times still ahead of `deadline` at `now`. */
export function leadDaysAhead(days: readonly number[], deadline: string | Date, now: Date): number[] {
  const ms = new Date(deadline).getTime() - now.getTime();
  return days.filter((d) => d * 86_400_000 < ms);
}
