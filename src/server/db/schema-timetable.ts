import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, ref, serialId, updatedAt } from './columns';
import { batches, enrolments, teachers, users } from './schema';

// The timetable and attendance (issue 21.3 and 21.4, docs/decisions/061-timetable-attendance.md).
// A slot is a weekly class of a batch; a class is one slot on one date (never stored: it is the
// slot, the date, and whether a holiday or a cancellation takes it away); a register is the
// attendance of one class, saved once and then changed in place.

export const attendanceStatuses = ['present', 'absent', 'late', 'excused'] as const;

/** A weekly class of a batch: ISO weekday (1 Monday … 7 Sunday), start and end in IST. */
export const timetableSlots = pgTable(
  'timetable_slots',
  {
    id: serialId(),
    batchId: ref('batch_id', () => batches.id, 'cascade').notNull(),
    weekday: smallint('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    room: text('room').notNull().default(''),
    /** Null once its teacher's record is deleted: the slot stays, with no teacher. */
    teacherId: ref('teacher_id', () => teachers.id, 'set null'),
    subject: text('subject').notNull(),
    /**
     * The first day the slot no longer runs. A slot whose classes have attendance is ended, not
     * deleted, so the registers keep naming it; null: it runs as long as its batch.
     */
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('timetable_slots_batch_idx').on(t.batchId),
    index('timetable_slots_teacher_idx').on(t.teacherId, t.weekday),
    index('timetable_slots_room_idx').on(t.weekday, t.room),
    check('timetable_slots_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('timetable_slots_times_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A day the academy is closed: no class is held. */
export const holidays = pgTable('holidays', {
  id: serialId(),
  on: date('on', { mode: 'string' }).notNull().unique('holidays_on_key'),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** One class that is not held, and why. */
export const classCancellations = pgTable(
  'class_cancellations',
  {
    slotId: ref('slot_id', () => timetableSlots.id, 'cascade').notNull(),
    on: date('on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.on] })],
);

/** A class's attendance register: one per slot and date, written by its first save. */
export const classRegisters = pgTable(
  'class_registers',
  {
    id: serialId(),
    slotId: ref('slot_id', () => timetableSlots.id, 'restrict').notNull(),
    on: date('on', { mode: 'string' }).notNull(),
    /** Who saved it last. */
    markedBy: ref('marked_by', () => users.id, 'set null'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('class_registers_slot_on_idx').on(t.slotId, t.on),
    index('class_registers_on_idx').on(t.on),
  ],
);

/** One student's mark in one register; a second save of the same class replaces it. */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    registerId: ref('register_id', () => classRegisters.id, 'cascade').notNull(),
    enrolmentId: ref('enrolment_id', () => enrolments.id, 'cascade').notNull(),
    status: text('status', { enum: attendanceStatuses }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.registerId, t.enrolmentId] }),
    index('attendance_marks_enrolment_idx').on(t.enrolmentId),
    check(
      'attendance_marks_status_check',
      sql`${t.status} in ('present', 'absent', 'late', 'excused')`,
    ),
  ],
);

/** The academy's attendance settings: one row (id 1). */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Below this percentage a student's attendance stands out. */
    threshold: smallint('threshold').notNull().default(75),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('attendance_settings_single_row', sql`${t.id} = 1`),
    check('attendance_settings_threshold_check', sql`${t.threshold} between 1 and 100`),
  ],
);

/** A user's private calendar feed: the SHA-256 of its secret; deleting it revokes the URL. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: ref('user_id', () => users.id, 'cascade').primaryKey(),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_key'),
  createdAt: createdAt(),
});

/**
 * A student marked absent from a class: the event the guardians' alerts (issue 22) are sent
 * from. One per register and enrolment, however often the sheet is saved; a mark corrected to
 * present before anyone was told removes it.
 */
export const absenceEvents = pgTable(
  'absence_events',
  {
    id: serialId(),
    registerId: ref('register_id', () => classRegisters.id, 'cascade').notNull(),
    enrolmentId: ref('enrolment_id', () => enrolments.id, 'cascade').notNull(),
    createdAt: createdAt(),
    /** When the alert about it was written; null until then. */
    notifiedAt: instant('notified_at'),
  },
  (t) => [
    uniqueIndex('absence_events_register_enrolment_idx').on(t.registerId, t.enrolmentId),
    index('absence_events_enrolment_idx').on(t.enrolmentId),
  ],
);
