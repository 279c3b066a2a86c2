import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactElement } from 'react';
import type { CourseOption } from '#shared/teachers.ts';
import { useCourseName } from '#client/lib/course-names.ts';

/**
 * A menu's choices of courses, each named in the reader's language; the value stays the course's
 * id, as text. `none` labels a first choice of no course (value ''). A list of `MenuItem`s, not
 * a component: MUI's select reads its items' values from its own children.
 */
export function useCourseItems(
  courses: readonly CourseOption[] | undefined,
  none?: string,
): ReactElement[] {
  const nameOf = useCourseName();
  const items = (courses ?? []).map((c) => (
    <MenuItem key={c.id} value={String(c.id)}>
      {nameOf(c.name, c.id)}
    </MenuItem>
  ));
  if (none === undefined) return items;
  return [
    <MenuItem key="none" value="">
      {none}
    </MenuItem>,
    ...items,
  ];
}

type CourseSelectProps = {
  label: string;
  /** The chosen course's id as text ('' for none). */
  value: string;
  onChange: (value: string) => void;
  courses: readonly CourseOption[] | undefined;
  none?: string;
  /** Why the choice was refused; the line under the menu is kept (blank) without one. */
  error?: string;
};

/** A full-width menu of courses outside a form's fields (its value is the screen's own). */
export function CourseSelect({ label, value, onChange, courses, none, error }: CourseSelectProps) {
  const items = useCourseItems(courses, none);
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error || ' '}
      // With a choice of no course, that choice is shown by its name (not an empty box).
      slotProps={
        none === undefined
          ? undefined
          : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
      }
    >
      {items}
    </TextField>
  );
}
