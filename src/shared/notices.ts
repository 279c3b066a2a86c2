import { z } from 'zod';

/** Words of the notice screens: the spec's where it has them. */
export const noticeMessages = {
  sent: 'Notice has been successfully sent!',
  noneFound: 'No notices found.',
  title: 'Please enter a title.',
  details: 'Please enter the details.',
  postedBy: 'Please enter who posted the notice.',
  date: 'Please choose a date.',
  dateInvalid: 'Please enter a valid date.',
  deleted: 'Notice deleted.',
  notFound: 'Notice not found.',
  courseUnknown: 'Please choose a course from the list, or All students.',
  readIds: 'Please send the notices opened as a list of ids.',
} as const;

export const noticeLimits = {
  titleMax: 200,
  detailsMax: 5000,
  postedByMax: 100,
} as const;

const tooLong = (what: string, max: number) => `Please keep the ${what} under ${max} characters.`;

/** True for a real calendar day written yyyy-mm-dd (years 1900–2999). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2999) return false;
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** `POST /api/notices` and the Create Notice form: every field required. */
export const noticeInputSchema = z.object({
  title: z
    .string(noticeMessages.title)
    .trim()
    .min(1, noticeMessages.title)
    .max(noticeLimits.titleMax, tooLong('title', noticeLimits.titleMax)),
  details: z
    .string(noticeMessages.details)
    .trim()
    .min(1, noticeMessages.details)
    .max(noticeLimits.detailsMax, tooLong('details', noticeLimits.detailsMax)),
  postedBy: z
    .string(noticeMessages.postedBy)
    .trim()
    .min(1, noticeMessages.postedBy)
    .max(noticeLimits.postedByMax, tooLong('name', noticeLimits.postedByMax)),
  date: z
    .string(noticeMessages.date)
    .trim()
    .min(1, { message: noticeMessages.date, abort: true })
    .refine(isIsoDate, noticeMessages.dateInvalid),
  /** The course whose students see it; null or left out: every student (issue 27.17). */
  courseId: z
    .number(noticeMessages.courseUnknown)
    .int(noticeMessages.courseUnknown)
    .positive(noticeMessages.courseUnknown)
    .nullable()
    .default(null),
});
export type NoticeInput = z.input<typeof noticeInputSchema>;

/** `PUT /api/notices/read`: the notices the user has just opened (the board shows them). */
export const noticeReadSchema = z.object({
  ids: z.array(z.number(noticeMessages.readIds).int().positive(), noticeMessages.readIds).max(500),
});

/** A stored notice as the API answers it; `postTime` is when it was saved (ISO 8601). */
export const noticeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    details: z.string(),
    postedBy: z.string(),
    date: z.string(),
    postTime: z.string(),
    /** For one course's students (its id and name), or null: for everyone. */
    courseId: z.number().int().nullable(),
    courseName: z.string().nullable(),
    /** Whether the user asking has opened it. */
    read: z.boolean(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;

/** Reply of `GET /api/notices/count` (the bell's badge): the notices the user has not opened. */
export const noticeCountSchema = z.object({ count: z.number().int().min(0) });
