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
});
export type NoticeInput = z.infer<typeof noticeInputSchema>;

/** A stored notice as the API answers it; `postTime` is when it was saved (ISO 8601). */
export const noticeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    details: z.string(),
    postedBy: z.string(),
    date: z.string(),
    postTime: z.string(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;

/** Reply of `GET /api/notices/count` (the bell's badge). */
export const noticeCountSchema = z.object({ count: z.number().int().min(0) });

/** '2026-11-21' → '21-11-2026', the spec's day-month-year. */
export function formatNoticeDate(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}-${m}-${y}` : date;
}
