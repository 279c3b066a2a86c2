import { z } from 'zod';

/**
 * A user's private calendar feed (issue 21.3, decisions 061 and 068): a secret URL that Google
 * Calendar and phones subscribe to. Only the SHA-256 of the secret is kept, so the URL is shown
 * once, when it is made; making a new one replaces (revokes) the old, deleting it turns it off.
 */

/** The span a feed covers, counted from today in India. */
export const feedSpan = { weeksBack: 4, weeksAhead: 16 } as const;

/** `GET /api/calendar-feed`: whether the user has a feed, and since when. */
export const calendarFeedStatusSchema = z
  .object({ feed: z.object({ createdAt: z.string() }).nullable() })
  .meta({ id: 'CalendarFeedStatus' });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** `POST /api/calendar-feed`: the new feed's URL, shown this once. */
export const calendarFeedCreatedSchema = z
  .object({
    /** https://…/calendar/<secret>.ics */
    url: z.string(),
    /** The same address as webcal://, which phones open in their calendar app. */
    webcalUrl: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'CalendarFeedCreated' });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The public feed's path parameter: `<secret>.ics`. */
export const calendarFileParams = z.object({ file: z.string().max(200) });

/**
 * The words a feed writes, in its owner's interface language (a calendar app has no other way to
 * show them): the same words as the week view's (the timetable locale files; a unit test keeps
 * them equal).
 */
export const feedWords = {
  en: { timetable: 'Timetable', cancelled: 'Cancelled', teacher: 'Teacher', holiday: 'Holiday' },
  pa: { timetable: 'ਸਮਾਂ-ਸਾਰਣੀ', cancelled: 'ਰੱਦ', teacher: 'ਅਧਿਆਪਕ', holiday: 'ਛੁੱਟੀ' },
  hi: { timetable: 'समय-सारिणी', cancelled: 'रद्द', teacher: 'शिक्षक', holiday: 'छुट्टी' },
} as const;
export type FeedWords = (typeof feedWords)[keyof typeof feedWords];
