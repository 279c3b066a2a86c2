import { z } from 'zod';

/** The contact form's course options, exactly as the spec lists them. */
export const contactCourses = [
  'Web Technologies Courses',
  'Accounts Courses',
  'Monograph Courses',
  'Languages Courses',
  'Hospitalist Courses',
  'Competitive Courses',
  'Coaching Courses',
  'Cooking Courses',
] as const;
export type ContactCourse = (typeof contactCourses)[number];

export const contactMessages = {
  sent: 'Message sent successfully!',
  failed: 'Message sending failed. Please try again.',
  tooMany: 'Too many messages from this e-mail address. Please wait a minute and try again.',
  name: 'Please enter your name.',
  email: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  course: 'Please choose a course.',
  message: 'Please enter your message.',
} as const;

export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMax: 2000,
  /** Messages one e-mail address may send per minute. */
  perMinute: 5,
} as const;

/** `POST /api/contact`. `website` is a honeypot: hidden from people, filled in by bots. */
export const contactSchema = z.object({
  from_name: z
    .string(contactMessages.name)
    .trim()
    .min(1, contactMessages.name)
    .max(contactLimits.nameMax, `Please keep your name under ${contactLimits.nameMax} characters.`),
  from_email: z
    .string(contactMessages.email)
    .trim()
    .min(1, contactMessages.email)
    .max(contactLimits.emailMax, contactMessages.emailInvalid)
    .pipe(z.email(contactMessages.emailInvalid)),
  course: z.enum(contactCourses, contactMessages.course),
  message: z
    .string(contactMessages.message)
    .trim()
    .min(1, contactMessages.message)
    .max(
      contactLimits.messageMax,
      `Please keep your message under ${contactLimits.messageMax} characters.`,
    ),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  from_name: z.string(),
  from_email: z.string(),
  course: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
/** A stored message as the admin inbox lists it. */
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const markReadSchema = z.object({ read: z.boolean('Please say whether it is read.') });
