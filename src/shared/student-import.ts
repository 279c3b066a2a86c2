import { z } from 'zod';
import { educationLevels } from './registration';

/**
 * Bulk student import (issue 27.4, decision 057): a CSV with the admin's Registration Form's
 * fields, one student a row, all or nothing.
 */
export const studentImportLimits = {
  /** Rows a file may have (the header not counted). */
  maxRows: 1000,
  maxBytes: 5 * 1024 * 1024,
} as const;

/** An education level's columns, after the level's name ("High School Institute Name"). */
const levelColumns = {
  completed: 'Completed',
  instituteName: 'Institute Name',
  boardUniversity: 'Board/University',
  yearOfPassing: 'Year of Passing',
  percentageGrade: 'Percentage/Grade',
} as const;
export type LevelColumn = keyof typeof levelColumns;
export const levelColumnKeys = Object.keys(levelColumns) as LevelColumn[];

const educationColumns = Object.fromEntries(
  educationLevels.flatMap((level) =>
    levelColumnKeys.map((field) => [
      `${level.key}.${field}`,
      `${level.label} ${levelColumns[field]}`,
    ]),
  ),
);

/**
 * The file's columns in the form's order: key → header as written in the file (English in every
 * language, as the other imports; matched without regard to case or extra spaces). Education
 * keys are `level.field` (`highSchool.instituteName`). Yes/No columns take Yes or No (empty is
 * No); Date of Birth is dd-mm-yyyy or yyyy-mm-dd; Courses are course names separated by `;`;
 * Batch is optional (`studentImportOptionalColumns`).
 */
export const studentImportColumns: Record<string, string> = {
  studentName: 'Student Name',
  fatherName: "Father's Name",
  motherName: "Mother's Name",
  dateOfBirth: 'Date of Birth',
  emailAddress: 'Email Address',
  phoneNumber: 'Phone Number',
  guardianPhone: "Guardian's Mobile",
  gender: 'Gender',
  address: 'Address',
  sameAsPermanentAddress: 'Same as Permanent Address',
  permanentAddress: 'Permanent Address',
  ...educationColumns,
  additionalCertifications: 'Additional Certifications',
  courses: 'Courses',
  batch: 'Batch',
  preferredTiming: 'Preferred Timing',
  reason: 'Reason',
  paymentMethod: 'Payment Method',
  transactionId: 'Transaction ID',
};

/**
 * Columns a file may leave out: Batch (decision 067) came after the first files were written.
 * Its cell names the row's batch within its course (any case); with several courses, names
 * separated by `;`, each course taking the one that is its batch. Empty: a batch of the row's
 * timing with a free seat is chosen, as admission approval does.
 */
export const studentImportOptionalColumns = ['batch'] as const;

/** The template's file name; its one line is the header row. */
export const studentImportTemplateName = 'students-import-template.csv';

/** One created student as the office's CSV lists them: the first password is shown only now. */
export const importedStudentSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  password: z.string(),
});
export type ImportedStudent = z.infer<typeof importedStudentSchema>;

/** Reply of `POST /api/admin/students/import` when every row was saved. */
export const studentImportReplySchema = z.object({
  imported: z.number().int(),
  students: z.array(importedStudentSchema),
});
export type StudentImportReply = z.infer<typeof studentImportReplySchema>;
