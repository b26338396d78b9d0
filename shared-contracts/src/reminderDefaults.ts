// The reminder lead times a member starts with (issue 41), days before it expires: the
// 'Pengingat' settings' defaults, what the API service sends by, and the alarms of the
// calendar files 'Ingatkan Saya' downloads, and the choices offered. Framework-free and zod-free: the kit's
// calendar bundles it without the schemas.

/** Days before a batch of points expires. */
export const POINTS_REMINDER_DAYS = [30, 7, 1] as const;
/** Days before an active voucher ends. */
export const VOUCHER_REMINDER_DAYS = [3, 1] as const;
/** Days before the tier's validUntil. */
export const TIER_REMINDER_DAYS = [30, 7] as const;

/** The lead times a member can choose from, per kind (the settings' checkboxes, the API's rule). */
export const REMINDER_LEAD_CHOICES = {
  points: [30, 14, 7, 3, 1],
  vouchers: [7, 3, 1],
  tier: [30, 14, 7],
} as const;
