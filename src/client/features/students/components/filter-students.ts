import type { StudentListItem } from '#shared/students.ts';

export type StudentSearch = { id: string; name: string; phone: string };

const digits = (s: string) => s.replace(/\D/g, '');

/**
 * The three search boxes, combined: ID matches the row ID or the student ID, Name the first and
 * last name, Phone the digits of the number; each case-insensitive and "contains".
 */
export function filterStudents(list: StudentListItem[], q: StudentSearch): StudentListItem[] {
  const id = q.id.trim().toLowerCase();
  const name = q.name.trim().toLowerCase().replace(/\s+/g, ' ');
  const phone = digits(q.phone);
  if (!id && !name && !phone) return list;
  return list.filter(
    (s) =>
      (!id || String(s.id) === id || s.student_id.toLowerCase().includes(id)) &&
      (!name || `${s.firstName} ${s.lastName}`.toLowerCase().includes(name)) &&
      (!phone || digits(s.contactNumber).includes(phone)),
  );
}
