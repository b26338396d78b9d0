// How long before something of the member's expires they are reminded (issue 41): the
// defaults of the 'Pengingat' settings and the alarms of the calendar files 'Ingatkan Saya'
// downloads, one list for both.

/** Days before a batch of points expires. */
export const POINTS_REMINDER_DAYS = [30, 7, 1] as const;
/** Days before an active voucher ends. */
export const VOUCHER_REMINDER_DAYS = [3, 1] as const;

/** The lead times still ahead of `deadline` at `now` (an alarm already past is left out). */
export function leadDaysAhead(days: readonly number[], deadline: string | Date, now: Date): number[] {
  const ms = new Date(deadline).getTime() - now.getTime();
  return days.filter((d) => d * 86_400_000 < ms);
}
