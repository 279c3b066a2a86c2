import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courseOrLegacy, createdAt, instant, legacyCourseName, ref, serialId } from './columns';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    /** Admin ID for staff; the student ID for students; T-… for teachers. Case-insensitive. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'student', 'teacher'] }).notNull(),
    displayName: text('display_name').notNull().default(''),
    /** The interface language the user chose ('en', 'pa', 'hi'); null until they choose one. */
    language: text('language', { enum: ['en', 'pa', 'hi'] }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token, hex; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: ref('user_id', () => users.id, 'cascade').notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type EducationLevel = {
  completed: boolean;
  instituteName: string;
  boardUniversity: string;
  yearOfPassing: string;
  percentageGrade: string;
};
export type Education = {
  highSchool: EducationLevel;
  intermediate: EducationLevel;
  bachelorDegree: EducationLevel;
  masterDegree: EducationLevel;
};

/** One row per student and per admission application (status tells which). */
export const students = pgTable(
  'students',
  {
    id: serialId(),
    userId: ref('user_id', () => users.id, 'set null'),
    studentId: text('student_id').notNull(),
    status: text('status', { enum: ['active', 'pending', 'rejected'] })
      .notNull()
      .default('active'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    fatherName: text('father_name').notNull().default(''),
    motherName: text('mother_name').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    email: text('email'),
    phone: text('phone').notNull(),
    /** A parent's or guardian's mobile, optional (the office calls it about fees: 27.12). */
    guardianPhone: text('guardian_phone'),
    address: text('address').notNull().default(''),
    sameAsPermanentAddress: boolean('same_as_permanent_address').notNull().default(false),
    permanentAddress: text('permanent_address').notNull().default(''),
    education: jsonb('education').$type<Education>(),
    additionalCertifications: text('additional_certifications').notNull().default(''),
    preferredTiming: text('preferred_timing', { enum: ['morning', 'afternoon', 'evening'] }),
    reason: text('reason').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default(''),
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('students_student_id_lower_idx').on(sql`lower(${t.studentId})`),
    uniqueIndex('students_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('students_phone_idx').on(t.phone),
    index('students_status_idx').on(t.status),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    duration: text('duration').notNull().default(''),
    timings: text('timings').notNull().default(''),
    imagePath: text('image_path'),
    thumbPath: text('thumb_path'),
    presentationPath: text('presentation_path'),
    presentationName: text('presentation_name'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courses_slug_idx').on(t.slug),
    uniqueIndex('courses_code_lower_idx').on(sql`lower(${t.code})`),
  ],
);

export const teachers = pgTable(
  'teachers',
  {
    id: serialId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: ['Male', 'Female', 'Other'] }).notNull(),
    /** The teacher's login (issue 21.1), made by the admin's "Give login"; null until then. */
    userId: ref('user_id', () => users.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('teachers_first_name_idx').on(t.firstName),
    uniqueIndex('teachers_user_idx').on(t.userId),
  ],
);

export const notices = pgTable(
  'notices',
  {
    id: serialId(),
    title: text('title').notNull(),
    details: text('details').notNull(),
    postedBy: text('posted_by').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The course whose students see it; null: every student (issue 27.17, decision 055). */
    courseId: ref('course_id', () => courses.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [index('notices_date_idx').on(t.date), index('notices_course_idx').on(t.courseId)],
);

/** Which notices a user has opened (the bell counts the others). Written by a PUT, never a GET. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: ref('user_id', () => users.id, 'cascade').notNull(),
    noticeId: ref('notice_id', () => notices.id, 'cascade').notNull(),
    readAt: instant('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: serialId(),
  fromName: text('from_name').notNull(),
  fromEmail: text('from_email').notNull(),
  course: text('course').notNull(),
  /** The course page the enquiry was sent from (issue 27.13), if any. */
  topic: text('topic'),
  /** An optional mobile number to call back on. */
  phone: text('phone'),
  message: text('message').notNull(),
  read: boolean('read').notNull().default(false),
  createdAt: createdAt(),
});

export const enrolmentStatuses = ['active', 'completed', 'dropped'] as const;

/** A group of one course's students taught together (decision 059); an enrolment names one. */
export const batches = pgTable(
  'batches',
  {
    id: serialId(),
    courseId: ref('course_id', () => courses.id, 'restrict').notNull(),
    name: text('name').notNull(),
    timing: text('timing', { enum: ['morning', 'afternoon', 'evening'] }).notNull(),
    room: text('room').notNull().default(''),
    capacity: integer('capacity').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('batches_course_name_idx').on(t.courseId, sql`lower(${t.name})`),
    check('batches_timing_check', sql`${t.timing} in ('morning', 'afternoon', 'evening')`),
    check('batches_capacity_check', sql`${t.capacity} between 1 and 500`),
    check('batches_dates_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** A student (or applicant) taking a course. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serialId(),
    studentId: ref('student_id', () => students.id, 'cascade').notNull(),
    // Restrict: a course with enrolments is never deleted from under its students.
    courseId: ref('course_id', () => courses.id, 'restrict'),
    legacyCourseName: legacyCourseName(),
    status: text('status', { enum: enrolmentStatuses }).notNull().default('active'),
    enrolledOn: date('enrolled_on', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    /** The day an enrolment was ended (completed or dropped); null while it runs. */
    endedOn: date('ended_on', { mode: 'string' }),
    /** Its batch; null: not placed yet (enrolments made before batches, decision 059). */
    batchId: ref('batch_id', () => batches.id, 'restrict'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrolments_student_course_idx').on(t.studentId, t.courseId),
    index('enrolments_course_idx').on(t.courseId),
    index('enrolments_batch_idx').on(t.batchId),
    check('enrolments_course_or_legacy', courseOrLegacy(t.courseId, t.legacyCourseName)),
    check('enrolments_status_check', sql`${t.status} in ('active', 'completed', 'dropped')`),
  ],
);

/** The course a teacher teaches; removed with the teacher or the course. */
export const teacherCourses = pgTable(
  'teacher_courses',
  {
    id: serialId(),
    teacherId: ref('teacher_id', () => teachers.id, 'cascade').notNull(),
    courseId: ref('course_id', () => courses.id, 'cascade'),
    legacyCourseName: legacyCourseName(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teacher_courses_teacher_course_idx').on(t.teacherId, t.courseId),
    index('teacher_courses_course_idx').on(t.courseId),
    check('teacher_courses_course_or_legacy', courseOrLegacy(t.courseId, t.legacyCourseName)),
  ],
);
