// The online admission form as the browser sends it (decision 048): the same field names whether
// the server reads a posted form or the app reads the page's inputs, turned into what
// `admissionSchema` takes. A ticked box is present ('on'), an unticked one absent; an education
// level's details and the permanent address count only while their box asks for them (the page
// hides them otherwise, and the app clears them).
import { educationLevels, type AdmissionInput, type EducationLevelInput } from './registration';

/** What both a posted form (URLSearchParams) and the page's FormData offer. */
export type FormFields = {
  get(name: string): unknown;
  getAll(name: string): unknown[];
  has(name: string): boolean;
};

const text = (fields: FormFields, name: string) => {
  const value = fields.get(name);
  return typeof value === 'string' ? value : '';
};

/** Personal Information's fields before the gender, in the order both forms show them. */
export const personalFields = [
  'studentName',
  'fatherName',
  'motherName',
  'dateOfBirth',
  'emailAddress',
  'phoneNumber',
  'guardianPhone',
] as const;

/** The text fields, by name, in the order the form shows them (passwords last). */
export const admissionTextFields = [
  ...personalFields,
  'address',
  'permanentAddress',
  'additionalCertifications',
  'reason',
  'paymentMethod',
  'transactionId',
  'password',
  'confirmPassword',
] as const;

/** An education level's four details, named `<level>.<detail>` in the form. */
export const levelDetails = [
  'instituteName',
  'boardUniversity',
  'yearOfPassing',
  'percentageGrade',
] as const;

function level(fields: FormFields, key: string): EducationLevelInput {
  const completed = fields.has(`${key}.completed`);
  const detail = (name: string) => (completed ? text(fields, `${key}.${name}`) : '');
  return {
    completed,
    instituteName: detail('instituteName'),
    boardUniversity: detail('boardUniversity'),
    yearOfPassing: detail('yearOfPassing'),
    percentageGrade: detail('percentageGrade'),
  };
}

/** The form's fields as the admission schema's input. */
export function admissionFromForm(fields: FormFields): AdmissionInput {
  const input: Record<string, unknown> = {};
  for (const name of admissionTextFields) input[name] = text(fields, name);
  const same = fields.has('sameAsPermanentAddress');
  const gender = text(fields, 'gender');
  return {
    ...(input as Pick<AdmissionInput, (typeof admissionTextFields)[number]>),
    gender: (gender || undefined) as AdmissionInput['gender'],
    sameAsPermanentAddress: same,
    permanentAddress: same ? '' : text(fields, 'permanentAddress'),
    ...Object.fromEntries(educationLevels.map(({ key }) => [key, level(fields, key)])),
    courses: fields.getAll('courses').filter((c): c is string => typeof c === 'string'),
    preferredTiming: text(fields, 'preferredTiming') as AdmissionInput['preferredTiming'],
  };
}

/**
 * Whether the permanent address is missing. The schema asks for it only once every other field
 * is valid; both the server and the app show it on the first submit, with the rest.
 */
export const missingPermanentAddress = (
  v: Pick<AdmissionInput, 'sameAsPermanentAddress' | 'permanentAddress'>,
) => !v.sameAsPermanentAddress && !v.permanentAddress?.trim();
export const permanentAddressMessage = 'Please enter the permanent address.';

/** Both registration forms' extra check in the app: the permanent address's message, if missing. */
export const permanentAddressErrors = (
  v: Pick<AdmissionInput, 'sameAsPermanentAddress' | 'permanentAddress'>,
) => (missingPermanentAddress(v) ? { permanentAddress: permanentAddressMessage } : {});
