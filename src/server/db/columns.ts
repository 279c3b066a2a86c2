import { sql } from 'drizzle-orm';
import {
  integer,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

// The columns the schema files share, so a table says only what is its own. Each builds exactly
// the column it stands for (the migrations and drizzle-kit's snapshot are the same either way).

/** The serial primary key of a table whose rows are named by a number. */
export const serialId = () => serial('id').primaryKey();

/** A point in time, with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written (or last changed), as the database's clock says. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** An integer naming a row of another table, and what deleting that row does to this one. */
export const ref = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  integer(name).references(target, { onDelete });

/**
 * A course an enrolment or a teacher was given by a name that matched no course when names were
 * moved to ids (migration 0001): kept under that name, never dropped, until an admin fixes it.
 */
export const legacyCourseName = () => text('legacy_course_name');
export const courseOrLegacy = (courseId: AnyPgColumn, legacy: AnyPgColumn) =>
  sql`${courseId} is not null or ${legacy} is not null`;
