/** English weekday names, as the clash messages write them (1 Monday … 7 Sunday). Kept apart
 * from the slot schemas so the public pages' message translator loads no zod. */
export const weekdayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
