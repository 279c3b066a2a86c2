import type { EducationKey } from '#shared/registration.ts';
import { educationLevels } from '#shared/registration.ts';
import type { RegistrationRecord } from '#shared/students.ts';
import { formatDate } from '#shared/format.ts';
import { i18n } from '#client/lib/i18n.ts';

/** 'No data available' in the current language. */
const noData = () => i18n.t('admin-people:details.noData');

const text = (v: string | null | undefined) => (v && v.trim() ? v : noData());

/** dd-mm-yyyy, as the rest of the product writes dates (a timestamp as its day in India). */
function dmy(value: string | null) {
  return value ? formatDate(value, i18n.language) : noData();
}

const genderLabel = (g: RegistrationRecord['gender']) =>
  g === 'male'
    ? i18n.t('admin-people:gender.male')
    : g === 'female'
      ? i18n.t('admin-people:gender.female')
      : g === 'other'
        ? i18n.t('admin-people:gender.other')
        : noData();

const timingLabel = (v: RegistrationRecord['preferredTiming']) =>
  v === 'morning'
    ? i18n.t('admin-people:timing.morning')
    : v === 'afternoon'
      ? i18n.t('admin-people:timing.afternoon')
      : v === 'evening'
        ? i18n.t('admin-people:timing.evening')
        : noData();

/** The education levels' names (the shared list's English labels are the spec's words). */
const educationLabel = (key: EducationKey): string =>
  ({
    highSchool: i18n.t('admin-people:education.highSchool'),
    intermediate: i18n.t('admin-people:education.intermediate'),
    bachelorDegree: i18n.t('admin-people:education.bachelorDegree'),
    masterDegree: i18n.t('admin-people:education.masterDegree'),
  })[key];

export type DetailRow = { label: string; value: string };

/**
 * Every field of a registration as label/value pairs, for the details dialog and the printout,
 * in the current language (call it while rendering); `courseName` names a course in it
 * (`useCourseName`).
 */
export function detailRows(
  r: RegistrationRecord,
  courseName: (english: string) => string,
): DetailRow[] {
  const t = (key: string): string => i18n.t(key);
  const rows: DetailRow[] = [
    { label: t('admin-people:details.studentId'), value: r.student_id },
    {
      label: t('admin-people:details.status'),
      value:
        r.status === 'pending'
          ? t('admin-people:status.pending')
          : t('admin-people:status.enrolled'),
    },
    { label: t('admin-people:details.studentName'), value: text(r.studentName) },
    { label: t('admin-people:details.fatherName'), value: text(r.fatherName) },
    { label: t('admin-people:details.motherName'), value: text(r.motherName) },
    { label: t('admin-people:details.dateOfBirth'), value: dmy(r.dateOfBirth) },
    { label: t('admin-people:details.gender'), value: genderLabel(r.gender) },
    { label: t('admin-people:details.emailAddress'), value: text(r.emailAddress) },
    { label: t('admin-people:details.phoneNumber'), value: text(r.phoneNumber) },
    { label: t('admin-people:guardianPhone.label'), value: text(r.guardianPhone ?? '') },
    { label: t('admin-people:details.address'), value: text(r.address) },
    { label: t('admin-people:details.permanentAddress'), value: text(r.permanentAddress) },
  ];
  for (const { key } of educationLevels) {
    const l = r[key];
    const parts = [l.instituteName, l.boardUniversity, l.yearOfPassing, l.percentageGrade];
    const value = l.completed
      ? parts.filter((p) => p.trim()).join(', ') || t('admin-people:details.completed')
      : noData();
    rows.push({ label: educationLabel(key), value });
  }
  rows.push(
    {
      label: t('admin-people:details.additionalCertifications'),
      value: text(r.additionalCertifications),
    },
    {
      label: t('admin-people:details.courses'),
      value: r.courses.length ? r.courses.map((c) => courseName(c)).join(', ') : noData(),
    },
    { label: t('admin-people:details.preferredTiming'), value: timingLabel(r.preferredTiming) },
    { label: t('admin-people:details.reason'), value: text(r.reason) },
    { label: t('admin-people:details.paymentMethod'), value: text(r.paymentMethod) },
    { label: t('admin-people:details.transactionId'), value: text(r.transactionId) },
    { label: t('admin-people:details.registeredOn'), value: dmy(r.createdAt) },
  );
  return rows;
}
