import { z } from 'zod';
import { contactCourses, contactLimits, contactMessages } from './contact-options';
import { phoneSchema } from './registration';
import { boundedText } from './bounded-text';

/** `POST /api/contact`. `website` is a honeypot: hidden from people, filled in by bots. */
export const contactSchema = z.object({
  from_name: boundedText(
    contactMessages.name,
    contactLimits.nameMax,
    `Please keep your name under ${contactLimits.nameMax} characters.`,
  ),
  from_email: boundedText(
    contactMessages.email,
    contactLimits.emailMax,
    contactMessages.emailInvalid,
  ).pipe(z.email(contactMessages.emailInvalid)),
  course: z.enum(contactCourses, contactMessages.course),
  message: boundedText(
    contactMessages.message,
    contactLimits.messageMax,
    `Please keep your message under ${contactLimits.messageMax} characters.`,
  ),
  /** Optional: a mobile number to call or message back on, checked as the sign-up's phone. */
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(phoneSchema.optional()),
  /** The course page the enquiry came from (its name), kept with the message. */
  topic: z
    .string()
    .trim()
    .max(contactLimits.topicMax)
    .optional()
    .transform((v) => v || undefined),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;
/** A message as the server keeps it (trimmed, optional parts undefined when left empty). */
export type ContactParsed = z.output<typeof contactSchema>;

const contactMessageSchema = z
  .object({
    id: z.number().int(),
    from_name: z.string(),
    from_email: z.string(),
    course: z.string(),
    /** The course page it was sent from, if any. */
    topic: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string(),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'ContactMessage' });
/** A stored message as the admin inbox lists it. */
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const markReadSchema = z.object({ read: z.boolean('Please say whether it is read.') });

/** Reply of `POST /api/contact`. */
export const contactReplySchema = z.object({ message: z.string() });
/** Reply of `GET /api/messages`. */
export const messagesReplySchema = z.object({ messages: z.array(contactMessageSchema) });
/** Reply of `PATCH /api/messages/:id`. */
export const messageReplySchema = z.object({ message: contactMessageSchema });
