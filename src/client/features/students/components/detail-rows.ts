import { educationLevels } from '../../../../shared/registration';
import type { RegistrationRecord } from '../../../../shared/students';

export const noData = 'No data available';

const text = (v: string | null | undefined) => (v && v.trim() ? v : noData);
const cap = (v: string | null) => (v ? v[0]!.toUpperCase() + v.slice(1) : noData);

/** Day-month-year, as the rest of the product writes dates. */
function dmy(iso: string | null) {
  if (!iso) return noData;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

export type DetailRow = { label: string; value: string };

/** Every field of a registration as label/value pairs, for the details dialog and the printout. */
export function detailRows(r: RegistrationRecord): DetailRow[] {
  const rows: DetailRow[] = [
    { label: 'Student ID', value: r.student_id },
    { label: 'Status', value: r.status === 'pending' ? 'Pending' : 'Enrolled' },
    { label: 'Student Name', value: text(r.studentName) },
    { label: "Father's Name", value: text(r.fatherName) },
    { label: "Mother's Name", value: text(r.motherName) },
    { label: 'Date of Birth', value: dmy(r.dateOfBirth) },
    { label: 'Gender', value: cap(r.gender) },
    { label: 'Email Address', value: text(r.emailAddress) },
    { label: 'Phone Number', value: text(r.phoneNumber) },
    { label: 'Address', value: text(r.address) },
    { label: 'Permanent Address', value: text(r.permanentAddress) },
  ];
  for (const { key, label } of educationLevels) {
    const l = r[key];
    const parts = [l.instituteName, l.boardUniversity, l.yearOfPassing, l.percentageGrade];
    const value = l.completed ? parts.filter((p) => p.trim()).join(', ') || 'Completed' : noData;
    rows.push({ label, value });
  }
  rows.push(
    { label: 'Additional Certifications', value: text(r.additionalCertifications) },
    { label: 'Courses', value: r.courses.length ? r.courses.join(', ') : noData },
    { label: 'Preferred Timing', value: cap(r.preferredTiming) },
    { label: 'Reason', value: text(r.reason) },
    { label: 'Payment Method', value: text(r.paymentMethod) },
    { label: 'Transaction ID', value: text(r.transactionId) },
    { label: 'Registered On', value: dmy(r.createdAt) },
  );
  return rows;
}
