import { z } from 'zod';
import { slotInputSchema, type Slot } from '#shared/timetable-slots.ts';
import { fieldPaths, formOfBody } from '#client/components/form/form-schema.ts';

const slotFields = z.object({
  weekday: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  subject: z.string(),
  teacherId: z.string(),
  room: z.string(),
});

/**
 * The slot dialog: fields as typed (the weekday and teacher as text), turned on submit into the
 * shared contract's body, whose messages (an end before the start) land on the fields of the same
 * names. No teacher chosen is none.
 */
export const slotFormSchema = formOfBody(slotFields, slotInputSchema, (v) => ({
  weekday: v.weekday === '' ? Number.NaN : Number(v.weekday),
  startsAt: v.startsAt,
  endsAt: v.endsAt,
  subject: v.subject,
  teacherId: v.teacherId === '' ? null : Number(v.teacherId),
  room: v.room,
}));
export type SlotFormValues = z.input<typeof slotFormSchema>;

/** The fields a server's message (a clash) is shown on. */
export const slotFieldNames = fieldPaths(slotFields);

export function slotFormValues(slot: Slot | null): SlotFormValues {
  return {
    weekday: slot ? String(slot.weekday) : '',
    startsAt: slot?.startsAt ?? '',
    endsAt: slot?.endsAt ?? '',
    subject: slot?.subject ?? '',
    teacherId: slot?.teacherId === null || !slot ? '' : String(slot.teacherId),
    room: slot?.room ?? '',
  };
}
